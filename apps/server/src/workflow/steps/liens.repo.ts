import type { Db } from '../../platform/database/database';

/** Queries of the PAYOFF_LETTER step; no decisions here. */

/** The liens marked for payoff that still wait for their payoff letter, by position. */
export const listLiensAwaitingLetter = (trx: Db, applicationUuid: string) =>
  trx
    .selectFrom('liens')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('action', '=', 'PAY_OFF')
    .where('payoff_status', '=', 'MARKED_FOR_PAYOFF')
    .orderBy('position')
    .execute();

export const markPayoffLetterReceived = async (trx: Db, lienUuid: string, now: Date) => {
  await trx
    .updateTable('liens')
    .set({ payoff_status: 'PAYOFF_LETTER_RECEIVED', updated_at: now })
    .where('uuid', '=', lienUuid)
    .execute();
};
