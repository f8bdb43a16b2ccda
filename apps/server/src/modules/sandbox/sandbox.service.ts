import { randomUUID } from 'node:crypto';
import type { Condition, HelocStatus, RaiseSandboxConditionBody, SetSandboxStatusBody } from '@heloc/domain/contracts';
import { json } from '../../db/json';
import type { Engine } from '../../engine/engine.plugin';
import { statusOf } from '../../engine/workflow/status-fields';
import { writeStatus } from '../../engine/workflow/status-writer';
import { AppError, NOT_FOUND } from '../../lib/errors';
import { toCondition } from '../conditions/conditions.service';

/**
 * DESIGN §5: set any status field, bypassing the status machine (operations staff move files past steps the engine
 * does not drive); the contract admits only values the domain enumerates. Every change is recorded in status_history as made by 'sandbox'.
 */
export const setSandboxStatus = async (
  engine: Engine,
  uuid: string,
  body: SetSandboxStatusBody,
): Promise<HelocStatus> => {
  return engine.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', uuid)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', NOT_FOUND);
    await writeStatus(trx, row, body, { changedBy: 'sandbox', now: engine.now() });
    const updated = await trx.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    return statusOf(updated);
  });
};

/** DESIGN §5: raise a condition as lender operations would; the borrower sees it in the conditions list. */
export const raiseSandboxCondition = async (
  engine: Engine,
  uuid: string,
  body: RaiseSandboxConditionBody,
): Promise<Condition> => {
  const exists = await engine.db.selectFrom('applications').select('uuid').where('uuid', '=', uuid).executeTakeFirst();
  if (!exists) throw new AppError('not_found', NOT_FOUND);
  const row = await engine.db
    .insertInto('conditions')
    .values({
      uuid: randomUUID(),
      application_uuid: uuid,
      category_enum: body.categoryEnum,
      request_documents: json(body.requestDocuments ?? []),
      action_needed: body.actionNeeded ?? null,
      notes: body.notes ?? null,
      comments_to_borrower: body.commentsToBorrower ?? null,
      // spec 02 §4.1: a manual paystub upload asks for 1 document unless told otherwise.
      num_docs_required: body.numDocsRequired ?? (body.categoryEnum === 'HELOC_MANUAL_PAYSTUB_UPLOAD' ? 1 : null),
      resolved_at: null,
      created_at: engine.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCondition(row);
};
