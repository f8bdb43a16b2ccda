import { englishOf, NOTARY_ID_DOCUMENT_LABELS, type NotarySessionStep } from '@heloc/domain';
import type { NotaryAnswersBody, NotaryIdentityBody, NotarySession } from '@heloc/domain/contracts';
import type { ApplicationRow, NotaryQuestionRecord } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { storeDocument } from '../../platform/storage';
import { applicantOf, notarialCertificatePdf, propertyAddressOf, statusOf } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';
import {
  findNotarySession,
  insertNotarySession,
  listNotarySessions,
  type NotarySessionRow,
  updateNotarySession,
} from './notary.repo';
import { MAX_NOTARY_ATTEMPTS, nameOf, loadParticipation } from './notary-access';
import type { Participation } from '../../platform/auth/access';

/*
 * notary/session: each participant's own remote online notarisation (the ID, the knowledge questions, the seal); the
 * application leaves DEED_SIGNING once every participant is sealed.
 */

const NO_SIZE_LIMIT = Number.MAX_SAFE_INTEGER;

const NOT_SIGNING = 'Your notary session opens once your closing documents are signed and ready for the notary';

const LOCKED_OUT =
  'We could not confirm your identity online. You can book a notary in person instead, or call us and a notary specialist will help you finish.';

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
const lockSession = async (ctx: ServiceContext, caller: Participation, expected: NotarySessionStep) => {
  const { row, participants, me } = await loadParticipation(ctx, caller, true);
  if (row.checklist_status !== 'DEED_SIGNING') throw new AppError('conflict', NOT_SIGNING);
  const session = await findNotarySession(ctx.db, caller.applicationUuid, caller.identityUuid, { forUpdate: true });
  if (!session) throw new AppError('conflict', 'Start your notary session first');
  if (session.failed_attempts >= MAX_NOTARY_ATTEMPTS) throw new AppError('conflict', LOCKED_OUT);
  if (session.step !== expected) return { row, participants, me, session, replay: true };
  return { row, participants, me, session, replay: false };
};

export const startNotarySession = async (ctx: ServiceContext, caller: Participation): Promise<NotarySession> => {
  await ctx.workflow.readStatus(caller.applicationUuid);
  return inTransaction(ctx, async (tx) => {
    const { row, me } = await loadParticipation(tx, caller, true);
    if (row.checklist_status !== 'DEED_SIGNING') throw new AppError('conflict', NOT_SIGNING);
    let session = await findNotarySession(tx.db, caller.applicationUuid, caller.identityUuid, { forUpdate: true });
    if (!session) {
      const signer = { ...applicantOf(row), firstName: me.first_name ?? '', lastName: me.last_name ?? '' };
      const property = propertyAddressOf(row);
      const notary = await tx.workflow.providers.notary.assignNotary(signer, property);
      const questions = await tx.workflow.providers.notary.knowledgeQuestions(signer, property);
      const now = tx.now();
      await insertNotarySession(tx.db, {
        application_uuid: caller.applicationUuid,
        identity_uuid: caller.identityUuid,
        notary_name: notary.name,
        commission: notary.commission,
        questions: JSON.stringify(questions),
        created_at: now,
        updated_at: now,
      });
      session = (await findNotarySession(tx.db, caller.applicationUuid, caller.identityUuid))!;
    }
    if (session.failed_attempts >= MAX_NOTARY_ATTEMPTS) throw new AppError('conflict', LOCKED_OUT);
    return toSession(session, row);
  });
};

/** The last refused try closes the session: answered once the transaction has kept the count (lockedOut). */
const CLOSED = Symbol('closed');

const refuse = async (ctx: ServiceContext, row: ApplicationRow, session: NotarySessionRow, message: string) => {
  const failed = session.failed_attempts + 1;
  await updateNotarySession(ctx.db, row.uuid, session.identity_uuid, {
    failed_attempts: failed,
    updated_at: ctx.now(),
  });
  if (failed >= MAX_NOTARY_ATTEMPTS) return CLOSED;
  return toSession({ ...session, failed_attempts: failed }, row, message);
};

/** A refusal's 409 is thrown after the commit: thrown inside, it would roll back the try that closed the session. */
const lockedOut = async (answer: Promise<NotarySession | typeof CLOSED>): Promise<NotarySession> => {
  const session = await answer;
  if (session === CLOSED) throw new AppError('conflict', LOCKED_OUT);
  return session;
};

export const checkNotaryId = (
  ctx: ServiceContext,
  caller: Participation,
  body: NotaryIdentityBody,
): Promise<NotarySession> =>
  lockedOut(
    inTransaction(ctx, async (tx) => {
      const { row, me, session, replay } = await lockSession(tx, caller, 'IDENTITY');
      if (replay) return toSession(session, row);
      const signer = { ...applicantOf(row), firstName: me.first_name ?? '', lastName: me.last_name ?? '' };
      const result = await tx.workflow.providers.notary.checkId(signer, body);
      if (!result.verified) return refuse(tx, row, session, result.message ?? 'The notary could not verify that ID');
      const now = tx.now();
      const values = { step: 'QUESTIONS', id_document_type: body.documentType, id_checked_at: now, updated_at: now };
      await updateNotarySession(tx.db, caller.applicationUuid, caller.identityUuid, values);
      return toSession({ ...session, ...values }, row);
    }),
  );

export const answerNotaryQuestions = (
  ctx: ServiceContext,
  caller: Participation,
  body: NotaryAnswersBody,
): Promise<NotarySession> =>
  lockedOut(
    inTransaction(ctx, async (tx) => {
      const { row, session, replay } = await lockSession(tx, caller, 'QUESTIONS');
      if (replay) return toSession(session, row);
      const questions = session.questions as NotaryQuestionRecord[];
      const answered = new Map(body.answers.map((a) => [a.questionId, a.choiceId]));
      if (questions.some((q) => !answered.has(q.id))) throw new AppError('bad_request', 'Answer every question');
      if (questions.some((q) => answered.get(q.id) !== q.answerId)) {
        return refuse(tx, row, session, 'One or more answers did not match the public records. Please try again.');
      }
      const now = tx.now();
      const values = { step: 'SEAL', questions_passed_at: now, updated_at: now };
      await updateNotarySession(tx.db, caller.applicationUuid, caller.identityUuid, values);
      return toSession({ ...session, ...values }, row);
    }),
  );

/**
 * The caller signs the deed before the notary, who seals it: their notarial certificate is stored. The primary
 * applicant's seal sets primaryParticipantAcceptComplete (docs/product/registration-and-routing.md §4: DEED_SIGNING after acceptance shows complete);
 * the last participant's seal moves the closing on to the right to cancel (GEN_RESCISSION).
 */
export const sealNotarySession = (ctx: ServiceContext, caller: Participation): Promise<NotarySession> =>
  inTransaction(ctx, async (tx) => {
    const { row, participants, me, session, replay } = await lockSession(tx, caller, 'SEAL');
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
      // The notarial certificate has legal force: English (docs/i18n.md "What stays English").
      idDocument: englishOf(
        NOTARY_ID_DOCUMENT_LABELS[session.id_document_type as keyof typeof NOTARY_ID_DOCUMENT_LABELS],
      ),
      sealedAt: now,
    });
    await storeDocument(tx.db, tx.documents, NO_SIZE_LIMIT, {
      applicationUuid: caller.applicationUuid,
      kind: 'NOTARIAL_CERTIFICATE',
      subjectUuid: caller.identityUuid,
      bytes,
      fileName: `notarial-certificate-${nameOf(me)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')}.pdf`,
      uploadedBy: 'SYSTEM',
      now,
    });
    const values = { step: 'DONE', sealed_at: now, updated_at: now };
    await updateNotarySession(tx.db, caller.applicationUuid, caller.identityUuid, values);
    const sessions = await listNotarySessions(tx.db, caller.applicationUuid);
    const allDone = participants.every((p) =>
      sessions.some((s) => s.identity_uuid === p.identity_uuid && s.step === 'DONE'),
    );
    const by = `identity:${caller.identityUuid}`;
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
