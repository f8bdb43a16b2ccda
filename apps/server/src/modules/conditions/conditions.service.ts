import type { Condition } from '@heloc/domain/contracts';
import type { ConditionRow } from '../../platform/database/schema';
import type { ServiceContext } from '../service-context';
import { requireParticipantApplication } from '../application/application.service';
import { listOpenConditionRows } from './conditions.repo';

export const toCondition = (row: ConditionRow): Condition => ({
  uuid: row.uuid,
  categoryEnum: row.category_enum,
  created: row.created_at.toISOString(),
  requestDocuments: row.request_documents,
  notes: row.notes,
  commentsToBorrower: row.comments_to_borrower,
  actionNeeded: row.action_needed,
  xtraData: { numDocsRequired: row.num_docs_required },
});

/**
 * spec 02 §4.1, §7: the open conditions of an application, oldest first, for its participants (the borrower and
 * the additional signers; anyone else gets 404). The client filters unknown categories.
 */
export const listOpenConditions = async (
  { db }: ServiceContext,
  applicationUuid: string,
  identityUuid: string,
): Promise<Condition[]> => {
  const row = await requireParticipantApplication(db, applicationUuid, identityUuid);
  return (await listOpenConditionRows(db, row.uuid)).map(toCondition);
};
