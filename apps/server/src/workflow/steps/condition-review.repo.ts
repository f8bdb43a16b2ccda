import type { Db } from '../../platform/database/database';
import type { DocumentRow } from '../../platform/database/schema';
import { listDocumentRecords } from '../../platform/storage';
import { listConditionHistory } from '../conditions/conditions.repo';

/** Queries of the CONDITION_REVIEW step; no decisions here. */

/** A condition's latest submission: its files in the order submitted, and the note recorded with it. */
export const findLatestSubmission = async (
  trx: Db,
  applicationUuid: string,
  conditionUuid: string,
): Promise<{ files: DocumentRow[]; note: string | null }> => {
  const history = await listConditionHistory(trx, conditionUuid);
  const latest = history.filter((h) => h.to_state === 'SUBMITTED').at(-1);
  if (!latest) return { files: [], note: null };
  const documents = await listDocumentRecords(trx, applicationUuid, { subjectUuid: conditionUuid });
  const files = latest.document_uuids.flatMap((uuid) => documents.filter((d) => d.uuid === uuid));
  return { files, note: latest.note };
};
