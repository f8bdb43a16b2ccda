import type { Db } from '../../platform/database/database';
import { listStatusChanges } from './status.repo';

/** What modules read of the status history (workflow/index.ts); the status writer is its only writer. */

/** Every status change of the application, oldest first (the console's file shows them). */
export const readStatusChanges = (db: Db, applicationUuid: string) => listStatusChanges(db, applicationUuid);
