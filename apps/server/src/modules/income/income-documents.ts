import type { Db } from '../../platform/database/database';
import type { ApplicationRow, DocumentRow } from '../../platform/database/schema';
import { listDocumentRecords } from '../../platform/storage/document-records.repo';
import { AppError } from '../../platform/http/errors';
import { readLatestIncomeVerification, type IncomeVerificationRow } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { WORKING_STATUS, optionsOf, notAtIncomeStep } from './income-rules';

// income/upload/{type}: the documents of an upload verification are added, removed before submit, then submitted
// (one use case a file beside this one); what they share is here.

/** Whether submitted documents are with the verifier (nothing may be added or removed meanwhile). */
const isDocumentsPending = (latest: IncomeVerificationRow | undefined) =>
  latest?.method === 'DOCUMENT_UPLOAD' && latest.status === 'PENDING';

export const requireDocumentsOpen = async (ctx: ServiceContext, row: ApplicationRow) => {
  if (row.checklist_status !== WORKING_STATUS) throw notAtIncomeStep();
  if (isDocumentsPending(await readLatestIncomeVerification(ctx.db, row.uuid))) {
    throw new AppError('conflict', 'Your documents are with our reviewers: nothing can be added or removed now');
  }
};

/** The applicant's income documents (kind INCOME_DOCUMENT), oldest first. */
export const listIncomeDocuments = (db: Db, applicationUuid: string) =>
  listDocumentRecords(db, applicationUuid, { kinds: ['INCOME_DOCUMENT'], oldestFirst: true });

/** How many documents of each asked-for type are still missing (empty: every count reached). */
export const missingDocuments = (row: ApplicationRow, uploaded: readonly DocumentRow[]) =>
  optionsOf(row)
    .documents.map(({ type, count }) => ({
      type,
      missing: count - uploaded.filter((d) => d.income_document_type === type).length,
    }))
    .filter((d) => d.missing > 0);
