import type { Db } from '../../platform/database/database';
import { findStatusEnteredAt, listStatusChanges } from './status.repo';

/** What modules read of the status history (workflow/index.ts); the status writer is its only writer. */

/** Every status change of the application, oldest first (the console's file shows them). */
export const readStatusChanges = (db: Db, applicationUuid: string) => listStatusChanges(db, applicationUuid);

/** When the application last entered `status` (the start of a review, the time in status); null if it never did. */
export const readStatusEnteredAt = (db: Db, applicationUuid: string, status: string): Promise<Date | null> =>
  findStatusEnteredAt(db, applicationUuid, status);
