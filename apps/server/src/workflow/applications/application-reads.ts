import type { Participation } from '../../platform/auth/access';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow, CreditTradeline } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { findLatestCreditReport } from '../decisions/decisions.repo';
import { listVerifications } from '../steps/income.repo';
import { listLienRows } from '../steps/liens.repo';
import { findApplicationRead } from './application-read.repo';
import {
  findApplication,
  findApplicationWithNextDue,
  findExistingApplication,
  findLatestCompletion,
  findLatestSignerApplication,
  listActiveApplicationsAs,
  listBorrowerApplications,
  listPlainApplicantBirthDates,
} from './applications.repo';
import { countOpenConditions, listPipeline, type PipelineFilter } from './pipeline.repo';

/*
 * What modules read of the applications (workflow/index.ts): the engine owns their rows, so a module asks here rather
 * than querying them. Reads only: every change goes through app.workflow (application-verbs.ts).
 */

/**
 * The application of a 'borrower' or 'participant' call, whose caller the route builder found taking part in it
 * (platform/auth/participation.ts): read by its uuid, with no second check.
 */
export const readParticipantApplication = async (db: Db, caller: Participation): Promise<ApplicationRow> =>
  (await findApplication(db, caller.applicationUuid)) ?? notFound();

/** An application its participant rows still name cannot be gone; if it were, the caller learns no more than 404. */
export const notFound = (): never => {
  throw new AppError('not_found', NOT_FOUND);
};

/** Any application by uuid (the caller has checked who may read it); only within `orgCodes` when given. */
export const readApplicationRow = (db: Db, uuid: string, scope: { orgCodes?: readonly string[] } = {}) =>
  findApplication(db, uuid, scope);

/** The application within a console member's organisations, with when its next scheduled step falls due. */
export const readApplicationFile = findApplicationWithNextDue;

/** The application read every screen of the application area makes when it opens, in one statement. */
export const readApplicationScreen = findApplicationRead;

/**
 * What an application's answer reads besides its row, of the engine's findings: the latest credit report's open
 * accounts, the liens with the applicant's choice on each, the income verification methods asked for (oldest first).
 */
export const readApplicationFindings = async (db: Db, applicationUuid: string) => {
  const [report, liens, verifications] = await Promise.all([
    findLatestCreditReport(db, applicationUuid),
    listLienRows(db, applicationUuid),
    listVerifications(db, applicationUuid),
  ]);
  const tradelines: readonly CreditTradeline[] = report?.tradelines ?? [];
  return { tradelines, liens, incomeMethods: verifications.map((v) => v.method) };
};

/** The applications this identity applied for, newest first. */
export const readBorrowerApplications = listBorrowerApplications;

/** The active applications this identity takes part in, in one role, newest first. */
export const readActiveApplicationsAs = listActiveApplicationsAs;

/** The newest application (active or closed) this identity signs for as an additional signer. */
export const readLatestSignerApplication = findLatestSignerApplication;

/** Before creating one: the identity's application made with the same key, or its active one in the organisation. */
export const readExistingApplication = findExistingApplication;

/** The latest application the identity completed after `since` (a new one waits after it). */
export const readLatestCompletion = findLatestCompletion;

/** Applications whose applicant snapshot still holds a plain date of birth (written before migration 0012). */
export const readPlainApplicantBirthDates = listPlainApplicantBirthDates;

/** One page of the console's pipeline, its total, and the open conditions of its rows by state. */
export const readPipelinePage = async (db: Db, filter: PipelineFilter) => {
  const { rows, total } = await listPipeline(db, filter);
  const openConditions = await countOpenConditions(
    db,
    rows.map((r) => r.uuid),
  );
  return { rows, total, openConditions };
};

export type { PipelineFilter } from './pipeline.repo';
