import { LOAN_FACTS, type NotarySessionStep } from '@heloc/domain';
import type { NotaryAvailability, NotaryOverview } from '@heloc/domain/contracts';
import { readNotaryReservation, propertyTimeZoneOf } from '../../workflow';
import { type ServiceContext } from '../service-context';
import { listNotarySessions, type NotarySessionRow } from './notary.repo';
import { isLockedOut, MAX_NOTARY_ATTEMPTS, nameOf, loadParticipation, toReservation } from './notary-access';
import { type ParticipantRow } from '../../platform/database/participants.repo';
import type { Participation } from '../../platform/auth/access';

/*
 * notary/intro: remote or in person for this property, what the closing waits on, who still has to see the notary;
 * and the registration address step's availability check.
 */

const signerList = (participants: ParticipantRow[], sessions: NotarySessionRow[], identityUuid: string) =>
  participants.map((p) => ({
    name: nameOf(p),
    role: p.role === 'PRIMARY' ? ('PRIMARY' as const) : ('ADDITIONAL_SIGNER' as const),
    completed: sessions.some((s) => s.identity_uuid === p.identity_uuid && s.step === 'DONE'),
    isMe: p.identity_uuid === identityUuid,
  }));

export const getNotaryOverview = async (ctx: ServiceContext, caller: Participation): Promise<NotaryOverview> => {
  const { row, participants } = await loadParticipation(ctx, caller);
  const rule = ctx.workflow.providers.notary.ruleFor({ state: row.property_state ?? '', zip: row.property_zip ?? '' });
  const sessions = await listNotarySessions(ctx.db, caller.applicationUuid);
  const mine = sessions.find((s) => s.identity_uuid === caller.identityUuid);
  const reservation = await readNotaryReservation(ctx.db, caller.applicationUuid);
  const step = (mine?.step ?? 'IDENTITY') as NotarySessionStep;
  return {
    // The file's own mode once the notary step decided it (a file may switch to in person, docs/product/operations-console.md §5).
    mode: row.notary_mode === 'IN_PERSON' || row.notary_mode === 'REMOTE' ? row.notary_mode : rule.mode,
    reason: row.notary_reason ?? rule.reason,
    state: row.property_state,
    county: row.notary_county ?? rule.county,
    checklistStatus: row.checklist_status,
    attorneyReview: row.checklist_status === 'ATTORNEY_REVIEW',
    waitingUntil:
      row.checklist_status === 'NOTARY_WAITING_PERIOD' && row.notary_waiting_until
        ? row.notary_waiting_until.toISOString()
        : null,
    timeZone: propertyTimeZoneOf(row),
    manualNotaryFeeDollars: LOAN_FACTS.manualNotaryFeeDollars,
    me: { step, completed: step === 'DONE' },
    signers: signerList(participants, sessions, caller.identityUuid),
    reservation: reservation ? toReservation(reservation) : null,
    canStart:
      row.checklist_status === 'DEED_SIGNING' && step !== 'DONE' && (mine?.failed_attempts ?? 0) < MAX_NOTARY_ATTEMPTS,
    canSwitchToInPerson: row.checklist_status === 'DEED_SIGNING' && sessions.some(isLockedOut),
  };
};

export const notaryAvailability = (ctx: ServiceContext, state: string, zip: string): NotaryAvailability => {
  const rule = ctx.workflow.providers.notary.ruleFor({ state, zip });
  return { mode: rule.mode, county: rule.county, message: rule.reason };
};
