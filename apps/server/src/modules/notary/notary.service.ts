import {
  calendarDateIn,
  firstPayment,
  lastDayBefore,
  LOAN_FACTS,
  NOTARY_ID_DOCUMENT_LABELS,
  type NotarySessionStep,
} from '@heloc/domain';
import type {
  CompleteSummary,
  HelocStatus,
  NotaryAnswersBody,
  NotaryAvailability,
  NotaryIdentityBody,
  NotaryOverview,
  NotaryReservation,
  NotarySession,
  NotarySlot,
  Offer,
  SelectedOffer,
} from '@heloc/domain/contracts';
import type { ApplicationRow, NotaryQuestionRecord } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { listDocumentRecords, storeDocument } from '../../platform/storage';
import { applicantOf, notarialCertificatePdf, propertyAddressOf, propertyTimeZoneOf, statusOf } from '../../workflow';
import { requireParticipantApplication } from '../application/application.service';
import { openFundingRefusal } from '../bank/funding-refusal';
import { inTransaction, type ServiceContext } from '../service-context';
import {
  deleteReservation,
  findFundingTransfer,
  findNotarySession,
  findReservation,
  insertNotarySession,
  listNotarySessions,
  listParticipants,
  type NotaryReservationRow,
  type NotarySessionRow,
  type ParticipantRow,
  updateNotarySession,
  upsertReservation,
} from './notary.repo';

/*
 * The notary screens (notary/intro, session, schedule-manual, reserve-manual), the right to cancel and the
 * complete screen. Every participant (the primary applicant and each additional signer) takes their own remote session;
 * the application leaves DEED_SIGNING once all of them are sealed. The in-person appointment is one per application.
 */

/** Wrong ID or answers allowed before the session closes (notary/error; a specialist reopens it). */
export const MAX_NOTARY_ATTEMPTS = 3;
const NO_SIZE_LIMIT = Number.MAX_SAFE_INTEGER;
const SLOT_DAYS = 7;
const APPOINTMENT_MS = 3_600_000;

const NOT_SIGNING = 'Your notary session opens once your closing documents are signed and ready for the notary';
const NOT_MANUAL = 'An in-person notary appointment is booked only where the property needs one';
const LOCKED_OUT = 'We could not confirm your identity online. Call us and a notary specialist will help you finish.';

const nameOf = (p: ParticipantRow) => [p.first_name, p.last_name].filter(Boolean).join(' ') || 'Additional signer';

/** The participant's row with the application, after applying what is due; 404 for anyone else. */
const load = async (ctx: ServiceContext, uuid: string, identityUuid: string, forUpdate = false) => {
  if (!forUpdate) await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid, { forUpdate });
  // The primary applicant's name is on the application when the profile has none yet.
  const participants = (await listParticipants(ctx.db, uuid)).map((p) =>
    p.role === 'PRIMARY' && !p.first_name && !p.last_name
      ? { ...p, first_name: row.applicant?.firstName ?? null, last_name: row.applicant?.lastName ?? null }
      : p,
  );
  const me = participants.find((p) => p.identity_uuid === identityUuid);
  if (!me) throw new AppError('not_found', NOT_FOUND);
  return { row, participants, me };
};

const toReservation = (r: NotaryReservationRow): NotaryReservation => ({
  slotId: r.slot_id,
  startsAt: r.starts_at.toISOString(),
  place: r.place,
  notaryName: r.notary_name,
  feeDollars: r.fee_dollars,
});

const signerList = (participants: ParticipantRow[], sessions: NotarySessionRow[], identityUuid: string) =>
  participants.map((p) => ({
    name: nameOf(p),
    role: p.role === 'PRIMARY' ? ('PRIMARY' as const) : ('ADDITIONAL_SIGNER' as const),
    completed: sessions.some((s) => s.identity_uuid === p.identity_uuid && s.step === 'DONE'),
    isMe: p.identity_uuid === identityUuid,
  }));

export const getNotaryOverview = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<NotaryOverview> => {
  const { row, participants } = await load(ctx, uuid, identityUuid);
  const rule = ctx.workflow.providers.notary.ruleFor({ state: row.property_state ?? '', zip: row.property_zip ?? '' });
  const sessions = await listNotarySessions(ctx.db, uuid);
  const mine = sessions.find((s) => s.identity_uuid === identityUuid);
  const reservation = await findReservation(ctx.db, uuid);
  const step = (mine?.step ?? 'IDENTITY') as NotarySessionStep;
  return {
    mode: rule.mode,
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
    signers: signerList(participants, sessions, identityUuid),
    reservation: reservation ? toReservation(reservation) : null,
    canStart:
      row.checklist_status === 'DEED_SIGNING' && step !== 'DONE' && (mine?.failed_attempts ?? 0) < MAX_NOTARY_ATTEMPTS,
  };
};

const toSession = (session: NotarySessionRow, row: ApplicationRow, message: string | null = null): NotarySession => ({
  step: session.step as NotarySessionStep,
  notaryName: session.notary_name,
  commission: session.commission,
  questions:
    session.step === 'QUESTIONS'
      ? (session.questions as NotaryQuestionRecord[]).map(({ id, text, choices }) => ({ id, text, choices }))
      : [],
  message,
  attemptsLeft: Math.max(0, MAX_NOTARY_ATTEMPTS - session.failed_attempts),
  status: statusOf(row),
});

/** The caller's session, locked, at DEED_SIGNING, not locked out. */
const lockSession = async (ctx: ServiceContext, uuid: string, identityUuid: string, expected: NotarySessionStep) => {
  const { row, participants, me } = await load(ctx, uuid, identityUuid, true);
  if (row.checklist_status !== 'DEED_SIGNING') throw new AppError('conflict', NOT_SIGNING);
  const session = await findNotarySession(ctx.db, uuid, identityUuid, { forUpdate: true });
  if (!session) throw new AppError('conflict', 'Start your notary session first');
  if (session.failed_attempts >= MAX_NOTARY_ATTEMPTS) throw new AppError('conflict', LOCKED_OUT);
  if (session.step !== expected) return { row, participants, me, session, replay: true };
  return { row, participants, me, session, replay: false };
};

export const startNotarySession = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<NotarySession> => {
  await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  return inTransaction(ctx, async (tx) => {
    const { row, me } = await load(tx, uuid, identityUuid, true);
    if (row.checklist_status !== 'DEED_SIGNING') throw new AppError('conflict', NOT_SIGNING);
    let session = await findNotarySession(tx.db, uuid, identityUuid, { forUpdate: true });
    if (!session) {
      const signer = { ...applicantOf(row), firstName: me.first_name ?? '', lastName: me.last_name ?? '' };
      const property = propertyAddressOf(row);
      const notary = await tx.workflow.providers.notary.assignNotary(signer, property);
      const questions = await tx.workflow.providers.notary.knowledgeQuestions(signer, property);
      const now = tx.now();
      await insertNotarySession(tx.db, {
        application_uuid: uuid,
        identity_uuid: identityUuid,
        notary_name: notary.name,
        commission: notary.commission,
        questions: JSON.stringify(questions),
        created_at: now,
        updated_at: now,
      });
      session = (await findNotarySession(tx.db, uuid, identityUuid))!;
    }
    if (session.failed_attempts >= MAX_NOTARY_ATTEMPTS) throw new AppError('conflict', LOCKED_OUT);
    return toSession(session, row);
  });
};

const refuse = async (ctx: ServiceContext, row: ApplicationRow, session: NotarySessionRow, message: string) => {
  const failed = session.failed_attempts + 1;
  await updateNotarySession(ctx.db, row.uuid, session.identity_uuid, {
    failed_attempts: failed,
    updated_at: ctx.now(),
  });
  if (failed >= MAX_NOTARY_ATTEMPTS) throw new AppError('conflict', LOCKED_OUT);
  return toSession({ ...session, failed_attempts: failed }, row, message);
};

export const checkNotaryId = (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  body: NotaryIdentityBody,
): Promise<NotarySession> =>
  inTransaction(ctx, async (tx) => {
    const { row, me, session, replay } = await lockSession(tx, uuid, identityUuid, 'IDENTITY');
    if (replay) return toSession(session, row);
    const signer = { ...applicantOf(row), firstName: me.first_name ?? '', lastName: me.last_name ?? '' };
    const result = await tx.workflow.providers.notary.checkId(signer, body);
    if (!result.verified) return refuse(tx, row, session, result.message ?? 'The notary could not verify that ID');
    const now = tx.now();
    const values = { step: 'QUESTIONS', id_document_type: body.documentType, id_checked_at: now, updated_at: now };
    await updateNotarySession(tx.db, uuid, identityUuid, values);
    return toSession({ ...session, ...values }, row);
  });

export const answerNotaryQuestions = (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  body: NotaryAnswersBody,
): Promise<NotarySession> =>
  inTransaction(ctx, async (tx) => {
    const { row, session, replay } = await lockSession(tx, uuid, identityUuid, 'QUESTIONS');
    if (replay) return toSession(session, row);
    const questions = session.questions as NotaryQuestionRecord[];
    const answered = new Map(body.answers.map((a) => [a.questionId, a.choiceId]));
    if (questions.some((q) => !answered.has(q.id))) throw new AppError('bad_request', 'Answer every question');
    if (questions.some((q) => answered.get(q.id) !== q.answerId)) {
      return refuse(tx, row, session, 'One or more answers did not match the public records. Please try again.');
    }
    const now = tx.now();
    const values = { step: 'SEAL', questions_passed_at: now, updated_at: now };
    await updateNotarySession(tx.db, uuid, identityUuid, values);
    return toSession({ ...session, ...values }, row);
  });

/**
 * The caller signs the deed before the notary, who seals it: their notarial certificate is stored. The primary
 * applicant's seal sets primaryParticipantAcceptComplete (docs/product/registration-and-routing.md §4: DEED_SIGNING after acceptance shows complete);
 * the last participant's seal moves the closing on to the right to cancel (GEN_RESCISSION).
 */
export const sealNotarySession = (ctx: ServiceContext, uuid: string, identityUuid: string): Promise<NotarySession> =>
  inTransaction(ctx, async (tx) => {
    const { row, participants, me, session, replay } = await lockSession(tx, uuid, identityUuid, 'SEAL');
    if (replay) return toSession(session, row);
    const now = tx.now();
    const property = propertyAddressOf(row);
    const bytes = await notarialCertificatePdf({
      lenderName: row.org_code,
      loanNumber: row.loan_number,
      signerName: nameOf(me),
      propertyLine: `${property.street1}, ${property.city}, ${property.state} ${property.zip}`,
      notaryName: session.notary_name,
      commission: session.commission,
      idDocument: NOTARY_ID_DOCUMENT_LABELS[session.id_document_type as keyof typeof NOTARY_ID_DOCUMENT_LABELS],
      sealedAt: now,
    });
    await storeDocument(tx.db, tx.documents, NO_SIZE_LIMIT, {
      applicationUuid: uuid,
      kind: 'NOTARIAL_CERTIFICATE',
      subjectUuid: identityUuid,
      bytes,
      fileName: `notarial-certificate-${nameOf(me)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')}.pdf`,
      uploadedBy: 'SYSTEM',
      now,
    });
    const values = { step: 'DONE', sealed_at: now, updated_at: now };
    await updateNotarySession(tx.db, uuid, identityUuid, values);
    const sessions = await listNotarySessions(tx.db, uuid);
    const allDone = participants.every((p) =>
      sessions.some((s) => s.identity_uuid === p.identity_uuid && s.step === 'DONE'),
    );
    const by = `identity:${identityUuid}`;
    let written = row;
    if (me.role === 'PRIMARY' && !row.primary_participant_accept_complete) {
      written = await tx.workflow.advance(tx.db, written, { primaryParticipantAcceptComplete: true }, { by });
    }
    if (allDone) {
      written = await tx.workflow.advance(
        tx.db,
        written,
        { checklistStatus: 'GEN_RESCISSION', primaryParticipantAcceptComplete: true },
        { by, extra: { deed_signed_at: now } },
      );
    }
    return toSession({ ...session, ...values }, written);
  });

const requireManual = async (ctx: ServiceContext, uuid: string, identityUuid: string, forUpdate = false) => {
  const loaded = await load(ctx, uuid, identityUuid, forUpdate);
  if (loaded.row.checklist_status !== 'MANUAL_DEED_SIGNING') throw new AppError('conflict', NOT_MANUAL);
  return loaded;
};

const slotsFor = (ctx: ServiceContext, row: ApplicationRow): Promise<NotarySlot[]> =>
  ctx.workflow.providers.notary.inPersonSlots(propertyAddressOf(row), ctx.now(), SLOT_DAYS);

export const listNotarySlots = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<NotarySlot[]> => {
  const { row } = await requireManual(ctx, uuid, identityUuid);
  return slotsFor(ctx, row);
};

/** Reserves the in-person appointment (or moves it); the notary reports the deed signed when the hour is over. */
export const reserveNotary = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  slotId: string,
): Promise<NotaryReservation> => {
  await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  return inTransaction(ctx, async (tx) => {
    const { row } = await requireManual(tx, uuid, identityUuid, true);
    const slot = (await slotsFor(tx, row)).find((s) => s.slotId === slotId);
    if (!slot) throw new AppError('conflict', 'That time is no longer available. Please choose another.');
    const now = tx.now();
    const startsAt = new Date(slot.startsAt);
    await upsertReservation(tx.db, {
      application_uuid: uuid,
      slot_id: slot.slotId,
      starts_at: startsAt,
      place: JSON.stringify(slot.place),
      notary_name: slot.notaryName,
      fee_dollars: LOAN_FACTS.manualNotaryFeeDollars,
      reserved_by: identityUuid,
      created_at: now,
      updated_at: now,
    });
    await tx.workflow.advance(
      tx.db,
      row,
      {},
      {
        by: `identity:${identityUuid}`,
        next: 'IN_PERSON_SIGNING',
        nextAfterMs: startsAt.getTime() + APPOINTMENT_MS - now.getTime(),
      },
    );
    return toReservation((await findReservation(tx.db, uuid))!);
  });
};

export const cancelNotaryReservation = (ctx: ServiceContext, uuid: string, identityUuid: string): Promise<void> =>
  inTransaction(ctx, async (tx) => {
    await requireManual(tx, uuid, identityUuid, true);
    if (!(await deleteReservation(tx.db, uuid))) throw new AppError('not_found', 'There is no appointment to cancel');
  });

export const notaryAvailability = (ctx: ServiceContext, state: string, zip: string): NotaryAvailability => {
  const rule = ctx.workflow.providers.notary.ruleFor({ state, zip });
  return { mode: rule.mode, county: rule.county, message: rule.reason };
};

const SHOWN_DOCUMENT_KINDS = ['SIGNED_DOCUMENT', 'CLOSING_DISCLOSURE', 'NOTARY_DISCLOSURE', 'NOTARIAL_CERTIFICATE'];

/** complete: the real figures of the line, the first draw and the first payment, the right to cancel, the funding. */
export const getCompleteSummary = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<CompleteSummary> => {
  const { row, participants, me } = await load(ctx, uuid, identityUuid);
  const selected = (row.selected_offer ?? null) as SelectedOffer | null;
  const offer = selected
    ? ((row.offers ?? []) as Offer[]).find((o) => o.term === selected.term && o.type === selected.type)
    : undefined;
  const rate = selected?.rate ?? offer?.rate ?? null;
  const transfer = await findFundingTransfer(ctx.db, uuid);
  const refused = await openFundingRefusal(ctx, row);
  const timeZone = propertyTimeZoneOf(row);
  const fundedOn = row.funded_at ? calendarDateIn(row.funded_at, timeZone) : null;
  const payment =
    selected && offer && rate !== null
      ? firstPayment({
          drawAmount: selected.drawAmount,
          originationFee: offer.originationFee,
          annualRate: rate,
          termYears: selected.term,
          // Before funding: as if funded when the right to cancel ends (or today).
          fundedOn: fundedOn ?? calendarDateIn(row.rescission_ends_at ?? ctx.now(), timeZone),
        })
      : null;
  const sessions = row.checklist_status === 'DEED_SIGNING' ? await listNotarySessions(ctx.db, uuid) : [];
  const endsAt = row.rescission_ends_at;
  const documents = await listDocumentRecords(ctx.db, uuid, { kinds: SHOWN_DOCUMENT_KINDS });
  return {
    checklistStatus: row.checklist_status,
    timeZone,
    lineAmount: offer?.max ?? null,
    drawAmount: selected?.drawAmount ?? null,
    rate,
    termYears: selected?.term ?? null,
    firstPayment: payment,
    disburseAccountMask: row.disburse_account_number ? row.disburse_account_number.slice(-4) : null,
    rescission:
      endsAt && ['RESCISSION', 'CANCELLED'].includes(row.checklist_status)
        ? {
            lastDay: lastDayBefore(endsAt, timeZone),
            endsAt: endsAt.toISOString(),
            canCancel:
              row.checklist_status === 'RESCISSION' && me.role === 'PRIMARY' && endsAt.getTime() > ctx.now().getTime(),
          }
        : null,
    funding: transfer
      ? {
          transferId: transfer.transfer_id,
          amount: transfer.amount_dollars,
          fundedAt: (row.funded_at ?? transfer.created_at).toISOString(),
        }
      : null,
    fundingRefused: refused
      ? {
          accountMask: refused.account_last4,
          reason: refused.return_reason ?? 'refused by the bank',
          refusedAt: refused.created_at.toISOString(),
          canGiveAccount: me.role === 'PRIMARY',
        }
      : null,
    waitingFor:
      row.checklist_status === 'DEED_SIGNING'
        ? participants
            .filter((p) => !sessions.some((s) => s.identity_uuid === p.identity_uuid && s.step === 'DONE'))
            .map(nameOf)
        : [],
    documents: documents
      .filter((d) => d.kind !== 'NOTARIAL_CERTIFICATE' || d.subject_uuid === identityUuid || me.role === 'PRIMARY')
      .map((d) => ({
        uuid: d.uuid,
        kind: d.kind as CompleteSummary['documents'][number]['kind'],
        fileName: d.file_name,
        createdAt: d.created_at.toISOString(),
      })),
  };
};

/** The primary applicant cancels within the right to cancel: the line is never funded (CANCELLED). */
export const cancelDuringRescission = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<HelocStatus> => {
  await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  return inTransaction(ctx, async (tx) => {
    const { row, me } = await load(tx, uuid, identityUuid, true);
    if (me.role !== 'PRIMARY') throw new AppError('forbidden', 'Only the borrower can cancel the line');
    const open = row.checklist_status === 'RESCISSION' && (row.rescission_ends_at?.getTime() ?? 0) > tx.now().getTime();
    if (!open) throw new AppError('conflict', 'The right to cancel has ended');
    return statusOf(
      await tx.workflow.advance(tx.db, row, { checklistStatus: 'CANCELLED' }, { by: `identity:${identityUuid}` }),
    );
  });
};
