import { LOAN_FACTS } from '@heloc/domain';
import type { NotaryReservation, NotarySlot } from '@heloc/domain/contracts';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { propertyAddressOf, readNotaryReservation } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';
import { loadParticipation, toReservation } from './notary-access';
import type { Participation } from '../../platform/auth/access';

/*
 * notary/schedule-manual and notary/reserve-manual: the in-person appointment, one per application, where the
 * property needs one.
 */

const SLOT_DAYS = 7;

const APPOINTMENT_MS = 3_600_000;

const NOT_MANUAL = 'An in-person notary appointment is booked only where the property needs one';

const requireManual = async (ctx: ServiceContext, caller: Participation, forUpdate = false) => {
  const loaded = await loadParticipation(ctx, caller, forUpdate);
  if (loaded.row.checklist_status !== 'MANUAL_DEED_SIGNING') throw new AppError('conflict', NOT_MANUAL);
  return loaded;
};

const slotsFor = (ctx: ServiceContext, row: ApplicationRow): Promise<NotarySlot[]> =>
  ctx.workflow.providers.notary.inPersonSlots(propertyAddressOf(row), ctx.now(), SLOT_DAYS);

export const listNotarySlots = async (ctx: ServiceContext, caller: Participation): Promise<NotarySlot[]> => {
  const { row } = await requireManual(ctx, caller);
  return slotsFor(ctx, row);
};

/** Reserves the in-person appointment (or moves it); the notary reports the deed signed when the hour is over. */
export const reserveNotary = async (
  ctx: ServiceContext,
  caller: Participation,
  slotId: string,
): Promise<NotaryReservation> => {
  await ctx.workflow.readStatus(caller.applicationUuid);
  return inTransaction(ctx, async (tx) => {
    const { row } = await requireManual(tx, caller, true);
    const slot = (await slotsFor(tx, row)).find((s) => s.slotId === slotId);
    if (!slot) throw new AppError('conflict', 'That time is no longer available. Please choose another.');
    const now = tx.now();
    const startsAt = new Date(slot.startsAt);
    await tx.workflow.closing.reserveNotary(tx.db, {
      application_uuid: caller.applicationUuid,
      slot_id: slot.slotId,
      starts_at: startsAt,
      place: JSON.stringify(slot.place),
      notary_name: slot.notaryName,
      fee_dollars: LOAN_FACTS.manualNotaryFeeDollars,
      reserved_by: caller.identityUuid,
    });
    await tx.workflow.advance(
      tx.db,
      row,
      {},
      {
        by: `identity:${caller.identityUuid}`,
        next: 'IN_PERSON_SIGNING',
        nextAfterMs: startsAt.getTime() + APPOINTMENT_MS - now.getTime(),
      },
    );
    return toReservation((await readNotaryReservation(tx.db, caller.applicationUuid))!);
  });
};

export const cancelNotaryReservation = (ctx: ServiceContext, caller: Participation): Promise<void> =>
  inTransaction(ctx, async (tx) => {
    await requireManual(tx, caller, true);
    if (!(await tx.workflow.closing.cancelNotaryReservation(tx.db, caller.applicationUuid)))
      throw new AppError('not_found', 'There is no appointment to cancel');
  });
