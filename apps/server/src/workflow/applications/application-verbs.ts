import type { Insertable } from 'kysely';
import type { Participation } from '../../platform/auth/access';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow, Database } from '../../platform/database/schema';
import { shiftApplicationTimes } from '../scheduler/sandbox-clock.repo';
import { notFound } from './application-reads';
import {
  type ApplicantColumns,
  findApplication,
  insertApplication,
  replaceApplicantSnapshot,
  setAssignee,
  updateApplicantColumns,
} from './applications.repo';

/**
 * What modules do to an application beside its status (app.workflow.applications): create it, change what its people
 * chose, assign it, lock it for a use case's transaction. Its status changes only through app.workflow.advance.
 */
export interface ApplicationVerbs {
  /** Inserts a new application (the caller then `start`s it); undefined when the identity's active one won a race. */
  create(trx: Db, values: Insertable<Database['applications']>): Promise<{ uuid: string } | undefined>;
  /** What the applicant chose or told (an offer, contact details, experiments...), never a status field. */
  update(trx: Db, uuid: string, values: Omit<ApplicantColumns, 'updated_at'>): Promise<void>;
  /** A console member takes the file (null: nobody). */
  assign(trx: Db, uuid: string, memberUuid: string | null): Promise<void>;
  /** The applicant snapshot rewritten with its date of birth sealed (sealing what was written before migration 0012). */
  sealApplicant(db: Db, uuid: string, applicant: string): Promise<void>;
  /** The application locked for the caller's transaction; only within `orgCodes` when given (a console member's). */
  lock(trx: Db, uuid: string, scope?: { orgCodes?: readonly string[] }): Promise<ApplicationRow | undefined>;
  /**
   * The application of a 'borrower' or 'participant' call (whose caller the route builder found taking part in it),
   * locked for the use case's transaction by its uuid, with no second check.
   */
  lockParticipant(trx: Db, caller: Participation): Promise<ApplicationRow>;
  /**
   * The sandbox clock (docs/sandbox.md): time passes for one application. Its pending steps, its notary waiting
   * period, its in-person appointment and the end of its right to cancel all move `ms` earlier.
   */
  letTimePass(trx: Db, uuid: string, ms: number): Promise<void>;
}

export const applicationVerbsOf = (now: () => Date): ApplicationVerbs => ({
  create: insertApplication,
  update: (trx, uuid, values) => updateApplicantColumns(trx, uuid, { ...values, updated_at: now() }),
  assign: setAssignee,
  sealApplicant: replaceApplicantSnapshot,
  lock: (trx, uuid, scope = {}) => findApplication(trx, uuid, { ...scope, forUpdate: true }),
  lockParticipant: async (trx, caller) =>
    (await findApplication(trx, caller.applicationUuid, { forUpdate: true })) ?? notFound(),
  letTimePass: shiftApplicationTimes,
});
