import type { Condition } from '@heloc/domain/contracts';
import type { Selectable } from 'kysely';
import type { ConditionsTable, EngineDb } from '../../engine/db/tables';

export const toCondition = (row: Selectable<ConditionsTable>): Condition => ({
  uuid: row.uuid,
  categoryEnum: row.category_enum,
  created: row.created_at.toISOString(),
  requestDocuments: row.request_documents,
  notes: row.notes,
  commentsToBorrower: row.comments_to_borrower,
  actionNeeded: row.action_needed,
  xtraData: { numDocsRequired: row.num_docs_required },
});

/** spec 02 §4.1: the open conditions of an application, oldest first (the client filters unknown categories). */
export const listOpenConditions = async (db: EngineDb, applicationUuid: string): Promise<Condition[]> =>
  (
    await db
      .selectFrom('conditions')
      .selectAll()
      .where('application_uuid', '=', applicationUuid)
      .where('resolved_at', 'is', null)
      .orderBy('created_at')
      .orderBy('uuid')
      .execute()
  ).map(toCondition);
