import { sql } from 'kysely';
import type { Db } from '../../platform/database/database';

/**
 * The sandbox clock (docs/sandbox.md): time passes for one application. Its pending steps, its notary waiting
 * period, its in-person appointment and the end of its right to cancel all move `ms` earlier, as if `ms` had gone by.
 */
export const shiftApplicationTimes = async (trx: Db, applicationUuid: string, ms: number) => {
  const seconds = ms / 1000;
  await sql`update scheduled_transitions set due_at = due_at - make_interval(secs => ${seconds})
    where application_uuid = ${applicationUuid} and applied_at is null`.execute(trx);
  await sql`update applications set
      notary_waiting_until = notary_waiting_until - make_interval(secs => ${seconds}),
      rescission_ends_at = rescission_ends_at - make_interval(secs => ${seconds})
    where uuid = ${applicationUuid}`.execute(trx);
  await sql`update notary_reservations set starts_at = starts_at - make_interval(secs => ${seconds})
    where application_uuid = ${applicationUuid}`.execute(trx);
};
