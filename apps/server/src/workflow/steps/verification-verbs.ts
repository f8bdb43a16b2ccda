import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { ApplicationRow } from '../../platform/database/schema';
import type { Workflow } from '../workflow-verbs';
import { findLatestIdentityCheck, insertIdentityCheck } from './identity.repo';
import { type IncomeVerificationRow, insertVerification } from './income.repo';

/** An ID the applicant sent, its photos already stored (GOVERNMENT_ID documents whose subject is `uuid`). */
export interface IdentityCheckRequest {
  uuid: string;
  identityUuid: string;
  idType: string;
  frontDocumentUuid: string;
  backDocumentUuid: string | null;
}

/** How the applicant's income is to be verified (docs/product/application-area.md §9). */
export interface IncomeVerificationRequest {
  method: 'PAYROLL_LINK' | 'BANK_LINK' | 'DOCUMENT_UPLOAD' | 'EMPLOYER_VERIFICATION' | (string & {});
  institutionId?: string | null;
  /** The payroll provider's yearly gross pay, which the verifier confirms. */
  reportedAnnualIncome?: number | null;
  employer?: Record<string, string> | null;
}

/**
 * The verifications the applicant asks for (app.workflow.verification): each is recorded and the step that verifies
 * it scheduled, in the caller's transaction, with the (locked) application `row`.
 */
export interface VerificationVerbs {
  /** A new ID check, verified by VERIFY_IDENTITY. */
  submitIdentityCheck(
    trx: Db,
    row: ApplicationRow,
    check: IdentityCheckRequest,
    options: { by: string },
  ): Promise<void>;
  /**
   * A new income verification, verified by VERIFY_INCOME; an employer's, by VERIFY_EMPLOYMENT once the application
   * moves to EMPLOYMENT_VERIFICATION. Answers the verification recorded.
   */
  requestIncomeVerification(
    trx: Db,
    row: ApplicationRow,
    request: IncomeVerificationRequest,
    options: { by: string },
  ): Promise<IncomeVerificationRow>;
}

export const verificationVerbsOf = (workflow: () => Workflow, now: () => Date): VerificationVerbs => ({
  async submitIdentityCheck(trx, row, check, { by }) {
    const latest = await findLatestIdentityCheck(trx, row.uuid);
    const at = now();
    await insertIdentityCheck(trx, {
      uuid: check.uuid,
      application_uuid: row.uuid,
      identity_uuid: check.identityUuid,
      id_type: check.idType,
      front_document_uuid: check.frontDocumentUuid,
      back_document_uuid: check.backDocumentUuid,
      outcome: null,
      id_number_encrypted: null,
      id_number_last4: null,
      // Strictly after the previous check, so the latest one is well defined even when two share a clock tick.
      created_at: latest && latest.created_at >= at ? new Date(latest.created_at.getTime() + 1) : at,
      completed_at: null,
    });
    await workflow().advance(trx, row, {}, { by, next: 'VERIFY_IDENTITY' });
  },

  async requestIncomeVerification(trx, row, request, { by }) {
    const verification = await insertVerification(trx, {
      uuid: randomUUID(),
      application_uuid: row.uuid,
      method: request.method,
      institution_id: request.institutionId ?? null,
      status: 'PENDING',
      verified_annual_income: request.reportedAnnualIncome ?? null,
      ...(request.employer ? { employer: json(request.employer) } : {}),
      created_at: now(),
      completed_at: null,
    });
    if (request.method === 'EMPLOYER_VERIFICATION') {
      await workflow().advance(
        trx,
        row,
        { checklistStatus: 'EMPLOYMENT_VERIFICATION' },
        { by, next: 'VERIFY_EMPLOYMENT' },
      );
    } else {
      await workflow().advance(trx, row, {}, { by, next: 'VERIFY_INCOME' });
    }
    return verification;
  },
});
