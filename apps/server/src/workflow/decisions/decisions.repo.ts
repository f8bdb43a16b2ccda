import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { CreditTradeline, UnderwritingDecisionsTable } from '../../platform/database/schema';

/** Queries of the recorded decisions and the credit reports they disclose. */

export interface NewCreditReport {
  applicationUuid: string;
  kind: 'SOFT' | 'HARD';
  score: number;
  scoreModel: string;
  rangeMin: number;
  rangeMax: number;
  keyFactors: readonly string[];
  bureau: { name: string; address: string; phone: string; website: string };
  pulledAt: Date;
  tradelines?: readonly CreditTradeline[];
}

export const insertCreditReport = (db: Db, report: NewCreditReport) =>
  db
    .insertInto('credit_reports')
    .values({
      uuid: randomUUID(),
      application_uuid: report.applicationUuid,
      kind: report.kind,
      score: report.score,
      score_model: report.scoreModel,
      range_min: report.rangeMin,
      range_max: report.rangeMax,
      key_factors: json(report.keyFactors),
      bureau: json(report.bureau),
      pulled_at: report.pulledAt,
      tradelines: json(report.tradelines ?? []),
    })
    .execute();

export const findLatestCreditReport = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('credit_reports')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('pulled_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findCreditReport = (db: Db, uuid: string) =>
  db.selectFrom('credit_reports').selectAll().where('uuid', '=', uuid).executeTakeFirst();

export interface NewDecision {
  applicationUuid: string;
  category: UnderwritingDecisionsTable['category'];
  reasons: readonly { code: string; text: string }[];
  creditReportUuid: string | null;
  decidedBy: string;
  decidedAt: Date;
}

export const insertDecision = async (db: Db, decision: NewDecision): Promise<string> => {
  const uuid = randomUUID();
  await db
    .insertInto('underwriting_decisions')
    .values({
      uuid,
      application_uuid: decision.applicationUuid,
      outcome: 'DECLINED',
      category: decision.category,
      reasons: json(decision.reasons),
      credit_report_uuid: decision.creditReportUuid,
      notice_document_uuid: null,
      decided_by: decision.decidedBy,
      decided_at: decision.decidedAt,
    })
    .execute();
  return uuid;
};

export const setNoticeDocument = (db: Db, decisionUuid: string, documentUuid: string) =>
  db
    .updateTable('underwriting_decisions')
    .set({ notice_document_uuid: documentUuid })
    .where('uuid', '=', decisionUuid)
    .execute();

/** The application's latest decline, if any. */
export const findLatestDecision = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('underwriting_decisions')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('decided_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findApplicationForNotice = (db: Db, applicationUuid: string) =>
  db
    .selectFrom('applications')
    .select([
      'uuid',
      'org_code',
      'applicant',
      'property_street1',
      'property_street2',
      'property_city',
      'property_state',
      'property_zip',
      'loan_number',
    ])
    .where('uuid', '=', applicationUuid)
    .executeTakeFirst();
