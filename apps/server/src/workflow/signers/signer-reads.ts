import type { Db } from '../../platform/database/database';
import type { AdditionalSignerRow } from '../../platform/database/schema';
import { listSignerRows } from './signers.repo';

/** What modules read of the additional signers (workflow/index.ts); changes go through app.workflow.signers. */

/** The application's additional signers, oldest first. */
export const readSigners = (db: Db, applicationUuid: string): Promise<AdditionalSignerRow[]> =>
  listSignerRows(db, applicationUuid);
