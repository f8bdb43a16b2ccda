import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { ValuationRow } from '../../platform/database/schema';

/** valuation: the valuation of a home without an automated value; queries only. */

export const findValuationRow = (db: Db, applicationUuid: string): Promise<ValuationRow | undefined> =>
  db.selectFrom('valuations').selectAll().where('application_uuid', '=', applicationUuid).executeTakeFirst();

type ValuationChanges = Partial<{
  estimated_value_dollars: number;
  condition_answers: Record<string, unknown>;
  fee_dollars: number;
  fee_covered_by_lender: boolean;
  ordered_at: Date;
  ordered_by: string;
  expected_by: Date;
}>;

/** Creates the application's valuation row or updates it with `changes`. */
export const saveValuationRow = (db: Db, applicationUuid: string, changes: ValuationChanges, now: Date) => {
  const { condition_answers, ...rest } = changes;
  const values = {
    ...rest,
    ...(condition_answers ? { condition_answers: json(condition_answers) } : {}),
    updated_at: now,
  };
  return db
    .insertInto('valuations')
    .values({ application_uuid: applicationUuid, created_at: now, ...values })
    .onConflict((oc) => oc.column('application_uuid').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
};
