import type { CoDeedStatus } from '@heloc/domain/contracts';
import type { ServiceContext } from '../service-context';
import { coDeedStatus as signersCoDeedStatus } from '../signers';

/**
 * docs/product/widgets-and-calculations.md §6, §7: the co-deed status. The by-pass values are the spec's (docs/product/widgets-and-calculations.md §3); when each applies is ours:
 * NO_BYPASS once the application asks for the co-signature (CO_DEED_REQ, routed to signing/additional), WAITING
 * before. Without ?applicationUuid it is the signed-in additional signer's (400 when none: the client does not retry
 * a 400); with it, any participant's, with who must sign and who has (modules/signers).
 */
export const coDeedStatus = (
  ctx: ServiceContext,
  identityUuid: string,
  applicationUuid?: string,
): Promise<CoDeedStatus> => signersCoDeedStatus(ctx, identityUuid, applicationUuid);
