import type { NotaryReservation } from '@heloc/domain/contracts';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { type NotaryReservationRow, readParticipantApplication } from '../../workflow';
import { type ServiceContext } from '../service-context';
import { listParticipants, type ParticipantRow } from '../../platform/database/participants.repo';
import type { Participation } from '../../platform/auth/access';

/*
 * The participant and application a notary call acts on, and the shapes shared by the notary services.
 */

/**
 * Wrong ID or answers allowed before the session closes (notary/error: the borrower switches to an in-person notary,
 * or a closer reopens the session; docs/product/operations-console.md §5).
 */
export const MAX_NOTARY_ATTEMPTS = 3;

/** The session was closed after too many refused tries (and not sealed since). */
export const isLockedOut = (session: { step: string; failed_attempts: number }) =>
  session.step !== 'DONE' && session.failed_attempts >= MAX_NOTARY_ATTEMPTS;

export const nameOf = (p: ParticipantRow) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || 'Additional signer';

/** The application's participants; the primary applicant's name is on the application when the profile has none yet. */
export const listNamedParticipants = async (db: Db, row: ApplicationRow): Promise<ParticipantRow[]> =>
  (await listParticipants(db, row.uuid)).map((p) =>
    p.role === 'PRIMARY' && !p.first_name && !p.last_name
      ? { ...p, first_name: row.applicant?.firstName ?? null, last_name: row.applicant?.lastName ?? null }
      : p,
  );

/** The application with its participants and the caller's row among them, after applying what is due. */
export const loadParticipation = async (ctx: ServiceContext, caller: Participation, forUpdate = false) => {
  if (!forUpdate) await ctx.workflow.readStatus(caller.applicationUuid);
  const row = forUpdate
    ? await ctx.workflow.applications.lockParticipant(ctx.db, caller)
    : await readParticipantApplication(ctx.db, caller);
  const participants = await listNamedParticipants(ctx.db, row);
  const me = participants.find((p) => p.identity_uuid === caller.identityUuid);
  if (!me) throw new AppError('not_found', NOT_FOUND);
  return { row, participants, me };
};

export const toReservation = (r: NotaryReservationRow): NotaryReservation => ({
  slotId: r.slot_id,
  startsAt: r.starts_at.toISOString(),
  place: r.place,
  notaryName: r.notary_name,
  feeDollars: r.fee_dollars,
});
