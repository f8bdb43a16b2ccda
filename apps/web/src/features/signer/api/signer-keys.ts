import { coDeedKeys } from '../../../shared/co-deed/api/get-co-deed-status';

/*
 * The signer area's calls (docs/product/application-area.md §2.2): the invitation, and the co-deed status (which
 * application the signed-in signer signs for and who has signed, shared/co-deed). The application's status and
 * conditions are read through the applicant's calls (shared/application-status, shared/conditions).
 */

export const signerKeys = {
  all: ['signer'] as const,
  coDeed: coDeedKeys.ofSigner,
};
