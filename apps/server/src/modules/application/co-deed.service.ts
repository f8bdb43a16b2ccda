import type { ServiceContext } from '../service-context';
import { listActiveApplicationsAs } from './application.repo';
import { AppError } from '../../platform/http/errors';

/**
 * spec 03 §6, §7: the co-deed status of the signed-in additional signer. The by-pass values are the spec's (spec 03
 * §3); when each applies is ours: NO_BYPASS once the application asks for the co-signature (CO_DEED_REQ, routed to
 * signing/additional), WAITING before. Someone who signs for no active application gets 400 (the client does not
 * retry a 400).
 */
export const coDeedStatus = async ({ db }: ServiceContext, identityUuid: string) => {
  const [row] = await listActiveApplicationsAs(db, identityUuid, 'ADDITIONAL_SIGNER');
  if (!row) throw new AppError('bad_request', 'No application is waiting for your signature');
  return {
    applicationUuid: row.uuid,
    coDeedBypass: row.checklist_status === 'CO_DEED_REQ' ? ('NO_BYPASS' as const) : ('WAITING' as const),
  };
};
