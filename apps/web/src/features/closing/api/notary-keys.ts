import { notaryKeys as sessionKeys } from '../../../shared/notary-session/api/notary-session-keys';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/*
 * The notary (notary/*), the right to cancel and the complete screen. Every participant calls them for themselves;
 * the signer area uses the same calls.
 */
export const notaryKeys = {
  overview: sessionKeys.overview,
  slots: (uuid: string) => [...applicationKeys.all, uuid, 'notary-slots'] as const,
  complete: (uuid: string) => [...applicationKeys.all, uuid, 'complete'] as const,
};
