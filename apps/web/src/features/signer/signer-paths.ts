import { SIGNER_BASE_PATH } from '../../lib/public-paths';
import { signerMessages as m } from './signer.messages';

/** A path of the signer area (docs/product/application-area.md §2.2): /account/heloc/heloc-signer/<relative>. */
export const signerPath = (relative: string): string => `${SIGNER_BASE_PATH}/${relative}`;

/** Where the invitation token waits while the signer logs in with an existing account (the fragment is lost). */
export const PENDING_INVITATION_KEY = 'heloc_signer_invitation';

/** The steps of the signer area, in order, as its navigation shows them. */
export const SIGNER_STEPS = [
  { path: 'intro', label: m.stepIntro },
  { path: 'identity', label: m.stepIdentity },
  { path: 'sign', label: m.stepSign },
  { path: 'documents', label: m.stepDocuments },
  { path: 'notary', label: m.stepNotary },
  { path: 'conditions', label: m.stepConditions },
] as const;
