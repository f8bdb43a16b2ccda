import { MAX_ADVERSE_ACTION_REASONS, reasonText } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow } from '../../platform/database/schema';
import { personLanguageOf } from '../../platform/i18n/person-language.repo';
import { type DocumentStore, storeDocument } from '../../platform/storage';
import { adverseActionPdf } from '../documents/adverse-action-pdf';
import { adverseActionNoticeOf } from './adverse-action-notice';
import type { DecisionInput } from './decision';
import { findLatestCreditReport, insertDecision, setNoticeDocument } from './decisions.repo';

/** Generated here, not uploaded: the store's upload limit does not apply. */
const NO_SIZE_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * Records a decline of `row` with its principal reasons, in the caller's transaction: the latest credit report is the
 * score used, and the notice is generated as a PDF and stored as the application's ADVERSE_ACTION_NOTICE document.
 */
export const recordDecision = async (
  trx: Db,
  deps: { documents: DocumentStore; now: Date },
  row: ApplicationRow,
  input: DecisionInput,
  decidedBy: string,
): Promise<string> => {
  const reasons = (input.reasons.length > 0 ? input.reasons : [{ code: 'OTHER' as const }])
    .slice(0, MAX_ADVERSE_ACTION_REASONS)
    .map((reason) => ({ code: reason.code, text: reasonText(reason) }));
  const report = await findLatestCreditReport(trx, row.uuid);
  const decisionUuid = await insertDecision(trx, {
    applicationUuid: row.uuid,
    category: input.category,
    reasons,
    creditReportUuid: report?.uuid ?? null,
    decidedBy,
    decidedAt: deps.now,
  });
  const notice = await adverseActionNoticeOf(trx, row.uuid);
  if (notice) {
    const document = await storeDocument(trx, deps.documents, NO_SIZE_LIMIT, {
      applicationUuid: row.uuid,
      kind: 'ADVERSE_ACTION_NOTICE',
      // docs/i18n.md: made in the background, so in the language on the applicant's profile.
      bytes: await adverseActionPdf(notice, await personLanguageOf(trx, row.identity_uuid)),
      fileName: `adverse-action-notice-${deps.now.toISOString().slice(0, 10)}.pdf`,
      uploadedBy: 'SYSTEM',
      subjectUuid: decisionUuid,
      now: deps.now,
    });
    await setNoticeDocument(trx, decisionUuid, document.uuid);
  }
  return decisionUuid;
};
