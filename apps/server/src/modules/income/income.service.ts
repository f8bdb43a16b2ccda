import {
  INCOME_DOCUMENTS_INCOMPLETE_MESSAGE,
  INCOME_METHOD_NOT_OFFERED_MESSAGE,
  INSTITUTION_REQUIRED_MESSAGE,
  LINK_INSTITUTION_UNAVAILABLE_MESSAGE,
  LINK_INVALID_CREDENTIALS_MESSAGE,
  REGISTRATION_EMPLOYMENT_TYPES,
  incomeVerificationOptionsFor,
  type EmployerVerification,
  type IncomeDocumentType,
  type IncomeVerificationMethod,
  type RegistrationEmploymentType,
} from '@heloc/domain';
import type { ApplicationDocument, HelocStatus, IncomeOptions, LinkIncomeBody } from '@heloc/domain/contracts';
import { createHash, randomUUID } from 'node:crypto';
import type { ApplicationRow, DocumentRow } from '../../platform/database/schema';
import { json } from '../../platform/database/json';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { deleteDocumentRecord } from '../../platform/storage';
import { applicantOf, type LinkInstitution, type Workflow } from '../../workflow';
import { requireParticipantApplication } from '../application/application.service';
import { saveDocument, toApplicationDocument } from '../documents/documents.service';
import { inTransaction, type ServiceContext } from '../service-context';
import {
  findLatestVerification,
  findOpenCondition,
  type IncomeVerificationRow,
  insertVerification,
  listIncomeDocuments,
} from './income.repo';

/*
 * income/* (issue 10, "Link Income Sources"): the ways to verify income, linking a payroll or bank account, uploading
 * documents and naming the employer. Each action records an income_verifications row; the engine's VERIFY_INCOME /
 * VERIFY_EMPLOYMENT step (workflow/steps/income.ts) reads it and moves the status on.
 */

const WORKING_STATUS = 'INCOME_VERIFICATION';
const PAYSTUB_CONDITION = 'HELOC_MANUAL_PAYSTUB_UPLOAD';

const employmentTypeOf = (row: ApplicationRow): RegistrationEmploymentType =>
  (REGISTRATION_EMPLOYMENT_TYPES as readonly string[]).includes(row.employment_type ?? '')
    ? (row.employment_type as RegistrationEmploymentType)
    : 'FULL_TIME';

const statedIncomeOf = (row: ApplicationRow) => ({
  stated: (row.income?.incomePrimary ?? 0) + (row.income?.incomeOther ?? 0) + (row.income?.incomeCoDeeders ?? 0),
  other: row.income?.incomeOther ?? 0,
});

/**
 * The ways and documents the application may use: its employment type's row of the domain table, plus, when the
 * applicant also stated other income (rent, support, investments), the bank link and bank statements that show it.
 */
const optionsOf = (row: ApplicationRow) => {
  const base = incomeVerificationOptionsFor(employmentTypeOf(row));
  if (statedIncomeOf(row).other <= 0) return base;
  const methods: IncomeVerificationMethod[] = base.methods.includes('BANK_LINK')
    ? base.methods
    : [
        ...base.methods.filter((m) => m === 'PAYROLL_LINK'),
        'BANK_LINK',
        ...base.methods.filter((m) => m !== 'PAYROLL_LINK'),
      ];
  const documents = base.documents.some((d) => d.type === 'BANK_STATEMENT')
    ? base.documents
    : [...base.documents, ...incomeVerificationOptionsFor('ALIMONY').documents];
  return { methods, documents };
};

const requireMethod = (row: ApplicationRow, method: IncomeVerificationMethod) => {
  if (!optionsOf(row).methods.includes(method)) throw new AppError('bad_request', INCOME_METHOD_NOT_OFFERED_MESSAGE);
};

const institutionsOf = (workflow: Workflow, methods: readonly IncomeVerificationMethod[]): LinkInstitution[] => [
  ...(methods.includes('PAYROLL_LINK') ? workflow.providers.accountLink.institutions('PAYROLL') : []),
  ...(methods.includes('BANK_LINK') ? workflow.providers.accountLink.institutions('BANK') : []),
];

const verificationOf = (row: IncomeVerificationRow) => ({
  status: row.status as 'VERIFIED' | 'PENDING' | 'FAILED',
  ...(row.status === 'VERIFIED' && row.verified_annual_income !== null
    ? { verifiedAnnualIncome: row.verified_annual_income }
    : {}),
});

const notAtIncomeStep = () =>
  new AppError('conflict', 'Income can be verified only while the application is at income verification');

/** income/review: the ways that fit, what was stated, the latest attempt and any open lender request. */
export const getIncomeOptions = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<IncomeOptions> => {
  await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid);
  const { methods, documents } = optionsOf(row);
  const institutions = institutionsOf(ctx.workflow, methods);
  const latest = await findLatestVerification(ctx.db, uuid);
  const condition = await findOpenCondition(ctx.db, uuid, PAYSTUB_CONDITION);
  const linkable = [
    ...ctx.workflow.providers.accountLink.institutions('PAYROLL'),
    ...ctx.workflow.providers.accountLink.institutions('BANK'),
  ];
  const { stated, other } = statedIncomeOf(row);
  return {
    employmentType: employmentTypeOf(row),
    statedAnnualIncome: stated,
    otherAnnualIncome: other,
    methods,
    documents,
    institutions,
    latest: latest
      ? {
          method: latest.method as IncomeVerificationMethod,
          status: latest.status as 'VERIFIED' | 'PENDING' | 'FAILED',
          institutionName: linkable.find((i) => i.id === latest.institution_id)?.name ?? null,
          employerName: latest.employer?.employerName ?? null,
          createdAt: latest.created_at.toISOString(),
        }
      : null,
    lenderRequest: condition
      ? {
          conditionUuid: condition.uuid,
          documentType: 'PAYSTUB',
          count: condition.num_docs_required ?? 1,
          commentsToBorrower: condition.comments_to_borrower,
        }
      : null,
  };
};

/** Applies what the call scheduled (PROCESSING_DELAY_MS 0 applies it at once), then answers the status. */
const statusAfter = async (ctx: ServiceContext, uuid: string, identityUuid: string): Promise<HelocStatus> => {
  const status = await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  if (!status) throw new AppError('not_found', NOT_FOUND);
  return status;
};

/**
 * income/link/{type}: links the payroll or bank account through the provider (the credentials go to it only, never
 * stored or logged), records the verification and schedules VERIFY_INCOME. A replay of the same link answers the
 * same verification; a sign-in the provider refuses answers 400 with its message and records nothing.
 */
export const linkIncome = async (ctx: ServiceContext, uuid: string, identityUuid: string, body: LinkIncomeBody) => {
  const verificationUuid = await inTransaction(ctx, async ({ db, workflow, now }) => {
    const row = await requireParticipantApplication(db, uuid, identityUuid, { forUpdate: true });
    requireMethod(row, body.method);
    const kind = body.method === 'PAYROLL_LINK' ? 'PAYROLL' : 'BANK';
    if (!workflow.providers.accountLink.institutions(kind).some((i) => i.id === body.institutionId)) {
      throw new AppError('bad_request', INSTITUTION_REQUIRED_MESSAGE);
    }
    const latest = await findLatestVerification(db, uuid);
    const isSameLink = latest?.method === body.method && latest.institution_id === body.institutionId;
    // A double click or a retry: the same link already recorded (still pending, or done and moved on).
    if (isSameLink && (latest.status === 'PENDING' || row.checklist_status !== WORKING_STATUS)) return latest.uuid;
    if (row.checklist_status !== WORKING_STATUS) throw notAtIncomeStep();
    const result = await workflow.providers.accountLink.link(
      applicantOf(row),
      { institutionId: body.institutionId, username: body.username, password: body.password },
      statedIncomeOf(row).stated,
    );
    if (result.outcome === 'INVALID_CREDENTIALS') throw new AppError('bad_request', LINK_INVALID_CREDENTIALS_MESSAGE);
    if (result.outcome === 'INSTITUTION_UNAVAILABLE') {
      throw new AppError('bad_request', LINK_INSTITUTION_UNAVAILABLE_MESSAGE);
    }
    if (result.outcome !== 'LINKED') throw new AppError('bad_request', INSTITUTION_REQUIRED_MESSAGE);
    const inserted = await insertVerification(db, {
      uuid: randomUUID(),
      application_uuid: uuid,
      method: body.method,
      institution_id: body.institutionId,
      status: 'PENDING',
      // The payroll provider's yearly gross pay; the verifier confirms it (bank deposits are read by the verifier).
      verified_annual_income: result.payroll?.annualIncomeDollars ?? null,
      ...(result.payroll ? { employer: json({ employerName: result.payroll.employerName }) } : {}),
      created_at: now(),
      completed_at: null,
    });
    await workflow.advance(db, row, {}, { by: `identity:${identityUuid}`, next: 'VERIFY_INCOME' });
    return inserted.uuid;
  });
  const status = await statusAfter(ctx, uuid, identityUuid);
  const latest = await findLatestVerification(ctx.db, uuid);
  const verification = latest && latest.uuid === verificationUuid ? latest : undefined;
  return { verification: verification ? verificationOf(verification) : { status: 'PENDING' as const }, status };
};

/** Whether submitted documents are with the verifier (nothing may be added or removed meanwhile). */
const isDocumentsPending = (latest: IncomeVerificationRow | undefined) =>
  latest?.method === 'DOCUMENT_UPLOAD' && latest.status === 'PENDING';

const requireDocumentsOpen = async (ctx: ServiceContext, row: ApplicationRow) => {
  if (row.checklist_status !== WORKING_STATUS) throw notAtIncomeStep();
  if (isDocumentsPending(await findLatestVerification(ctx.db, row.uuid))) {
    throw new AppError('conflict', 'Your documents are with our reviewers: nothing can be added or removed now');
  }
};

/**
 * income/upload/{type}: stores one income document (INCOME_DOCUMENT of that type) after the store's checks (size,
 * type by its bytes). The same file sent twice for the same type answers the first record.
 */
export const uploadIncomeDocument = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  documentType: IncomeDocumentType,
  file: { bytes: Uint8Array; fileName: string },
): Promise<{ document: ApplicationDocument; created: boolean }> =>
  inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    if (!optionsOf(row).documents.some((d) => d.type === documentType)) {
      throw new AppError('bad_request', INCOME_METHOD_NOT_OFFERED_MESSAGE);
    }
    await requireDocumentsOpen(tx, row);
    // A double click or a retry sends the same bytes again: answer the first record.
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const twin = (await listIncomeDocuments(tx.db, uuid)).find(
      (d) => d.sha256 === sha256 && d.income_document_type === documentType,
    );
    if (twin) return { document: toApplicationDocument(twin), created: false };
    const saved = await saveDocument(tx, {
      applicationUuid: uuid,
      kind: 'INCOME_DOCUMENT',
      incomeDocumentType: documentType,
      bytes: file.bytes,
      fileName: file.fileName,
      uploadedBy: 'APPLICANT',
      uploadedByIdentity: identityUuid,
    });
    return { document: toApplicationDocument(saved), created: true };
  });

/** income/upload/{type}: removes an income document before submission; a replay (already gone) answers ok. */
export const deleteIncomeDocument = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  documentUuid: string,
): Promise<{ ok: true }> => {
  const removed = await inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    const document = (await listIncomeDocuments(tx.db, uuid)).find((d) => d.uuid === documentUuid);
    if (!document) return null;
    await requireDocumentsOpen(tx, row);
    await deleteDocumentRecord(tx.db, uuid, documentUuid);
    return document;
  });
  // After the commit: a failed delete of the bytes leaves an orphan file, never a record without its file.
  if (removed) await ctx.documents.delete(removed.storage_key);
  return { ok: true };
};

/** How many documents of each asked-for type are still missing (empty: every count reached). */
export const missingDocuments = (row: ApplicationRow, uploaded: readonly DocumentRow[]) =>
  optionsOf(row)
    .documents.map(({ type, count }) => ({
      type,
      missing: count - uploaded.filter((d) => d.income_document_type === type).length,
    }))
    .filter((d) => d.missing > 0);

/**
 * income/upload/{type} Submit: every asked-for count reached (else 400), the documents go to the verifier
 * (VERIFY_INCOME). A replay answers the status.
 */
export const submitIncomeDocuments = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
): Promise<HelocStatus> => {
  await inTransaction(ctx, async ({ db, workflow, now }) => {
    const row = await requireParticipantApplication(db, uuid, identityUuid, { forUpdate: true });
    const latest = await findLatestVerification(db, uuid);
    if (
      latest?.method === 'DOCUMENT_UPLOAD' &&
      (latest.status === 'PENDING' || row.checklist_status !== WORKING_STATUS)
    ) {
      return;
    }
    if (row.checklist_status !== WORKING_STATUS) throw notAtIncomeStep();
    requireMethod(row, 'DOCUMENT_UPLOAD');
    if (missingDocuments(row, await listIncomeDocuments(db, uuid)).length > 0) {
      throw new AppError('bad_request', INCOME_DOCUMENTS_INCOMPLETE_MESSAGE);
    }
    await insertVerification(db, {
      uuid: randomUUID(),
      application_uuid: uuid,
      method: 'DOCUMENT_UPLOAD',
      institution_id: null,
      status: 'PENDING',
      verified_annual_income: null,
      created_at: now(),
      completed_at: null,
    });
    await workflow.advance(db, row, {}, { by: `identity:${identityUuid}`, next: 'VERIFY_INCOME' });
  });
  return statusAfter(ctx, uuid, identityUuid);
};

/**
 * income/employer-verification: records who at the employer confirms the income and moves INCOME_VERIFICATION to
 * EMPLOYMENT_VERIFICATION (VERIFY_EMPLOYMENT). A replay answers the status.
 */
export const requestEmployerVerification = async (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  body: EmployerVerification,
): Promise<HelocStatus> => {
  await inTransaction(ctx, async ({ db, workflow, now }) => {
    const row = await requireParticipantApplication(db, uuid, identityUuid, { forUpdate: true });
    requireMethod(row, 'EMPLOYER_VERIFICATION');
    const latest = await findLatestVerification(db, uuid);
    if (latest?.method === 'EMPLOYER_VERIFICATION' && row.checklist_status !== WORKING_STATUS) return;
    if (row.checklist_status !== WORKING_STATUS) throw notAtIncomeStep();
    await insertVerification(db, {
      uuid: randomUUID(),
      application_uuid: uuid,
      method: 'EMPLOYER_VERIFICATION',
      institution_id: null,
      status: 'PENDING',
      verified_annual_income: null,
      employer: json(body),
      created_at: now(),
      completed_at: null,
    });
    await workflow.advance(
      db,
      row,
      { checklistStatus: 'EMPLOYMENT_VERIFICATION' },
      { by: `identity:${identityUuid}`, next: 'VERIFY_EMPLOYMENT' },
    );
  });
  return statusAfter(ctx, uuid, identityUuid);
};
