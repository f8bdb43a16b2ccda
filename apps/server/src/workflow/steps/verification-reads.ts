import type { Db } from '../../platform/database/database';
import { countIdentityChecks, findLatestIdentityCheck, type IdentityCheckRow } from './identity.repo';
import { findLatestVerification, type IncomeVerificationRow } from './income.repo';

/*
 * What modules read of the engine's verifications of the applicant (workflow/index.ts): their ID checks and income
 * verifications. A new one is asked through app.workflow.verification; the steps record the outcome.
 */

/** The application's latest ID check (undefined before the first). */
export const readLatestIdentityCheck = (db: Db, applicationUuid: string): Promise<IdentityCheckRow> =>
  findLatestIdentityCheck(db, applicationUuid);

/** How many IDs the applicant has sent for the application (the attempt a check is). */
export const readIdentityCheckAttempts = (db: Db, applicationUuid: string): Promise<number> =>
  countIdentityChecks(db, applicationUuid);

/** The application's newest income verification (undefined before the first). */
export const readLatestIncomeVerification = (
  db: Db,
  applicationUuid: string,
): Promise<IncomeVerificationRow | undefined> => findLatestVerification(db, applicationUuid);

export type { IdentityCheckRow, IncomeVerificationRow };
