import type { EngineDb } from '../../engine/db/tables';
import { AppError } from '../../lib/errors';

/**
 * spec 03 §6, §7: the co-deed status of the signed-in additional signer. The by-pass values are the spec's (spec 03
 * §3); when each applies is ours: NO_BYPASS once the application asks for the co-signature (CO_DEED_REQ, routed to
 * signing/additional), WAITING before. Someone who signs for no active application gets 400 (the client does not
 * retry a 400).
 */
export const coDeedStatus = async (db: EngineDb, identityUuid: string) => {
  const row = await db
    .selectFrom('applications')
    .innerJoin('application_participants as p', 'p.application_uuid', 'applications.uuid')
    .select(['applications.uuid', 'applications.checklist_status'])
    .where('p.identity_uuid', '=', identityUuid)
    .where('p.role', '=', 'ADDITIONAL_SIGNER')
    .where('applications.active', '=', true)
    .orderBy('applications.created_at', 'desc')
    .executeTakeFirst();
  if (!row) throw new AppError('bad_request', 'No application is waiting for your signature');
  return {
    applicationUuid: row.uuid,
    coDeedBypass: row.checklist_status === 'CO_DEED_REQ' ? ('NO_BYPASS' as const) : ('WAITING' as const),
  };
};
