import { SIGNER_BASE_PATH } from '../../lib/public-paths';

/** A path of the signer area (docs/product/application-area.md §2.2): /account/heloc/heloc-signer/<relative>. */
export const signerPath = (relative: string): string => `${SIGNER_BASE_PATH}/${relative}`;

/** Where the invitation token waits while the signer logs in with an existing account (the fragment is lost). */
export const PENDING_INVITATION_KEY = 'heloc_signer_invitation';

/** The steps of the signer area, in order, as its navigation shows them. */
export const SIGNER_STEPS = [
  { path: 'intro', label: 'Overview' },
  { path: 'identity', label: 'Your name' },
  { path: 'sign', label: 'Sign' },
  { path: 'documents', label: 'Your documents' },
  { path: 'notary', label: 'Notary' },
  { path: 'conditions', label: 'Requests' },
] as const;
