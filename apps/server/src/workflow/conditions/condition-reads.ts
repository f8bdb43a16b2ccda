import type { Db } from '../../platform/database/database';
import type { ConditionHistoryRow, ConditionRow } from '../../platform/database/schema';
import {
  findOpenCondition,
  listApplicationConditionHistory,
  listConditionRows,
  listOpenConditionRows,
  listSubmissionRows,
} from './conditions.repo';

/*
 * What modules read of the lender conditions (workflow/index.ts). The engine raises, moves and decides them
 * (app.workflow: raiseCondition, submitCondition, decideCondition, lockCondition) and records every move in their
 * history; a module only reads.
 */

/** Every condition of the application (open and accepted), oldest first. */
export const readConditions = (db: Db, applicationUuid: string): Promise<ConditionRow[]> =>
  listConditionRows(db, applicationUuid);

/** docs/product/application-area.md §4.1: the open conditions of the application, oldest first. */
export const readOpenConditions = (db: Db, applicationUuid: string): Promise<ConditionRow[]> =>
  listOpenConditionRows(db, applicationUuid);

/** The application's open condition of one category, the oldest if several. */
export const readOpenCondition = (
  db: Db,
  applicationUuid: string,
  category: string,
): Promise<ConditionRow | undefined> => findOpenCondition(db, applicationUuid, category);

/** The answers sent to the application's conditions (each submission with its files), oldest first. */
export const readConditionAnswers = (db: Db, applicationUuid: string): Promise<ConditionHistoryRow[]> =>
  listSubmissionRows(db, applicationUuid);

/** Every move of the application's conditions (submissions, decisions), oldest first. */
export const readConditionHistory = (db: Db, applicationUuid: string): Promise<ConditionHistoryRow[]> =>
  listApplicationConditionHistory(db, applicationUuid);
