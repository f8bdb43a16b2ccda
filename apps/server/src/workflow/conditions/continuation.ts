import type { ApplicationRow, ConditionRow } from '../../platform/database/schema';
import type { StatusPatch } from '../status/status-fields';
import { annualIncome } from '../steps/step-inputs';

/*
 * Where an accepted condition lets a waiting workflow move on. Two of the engine's checks stop and wait
 * for a condition:
 *   INCOME_VERIFICATION  + HELOC_MANUAL_PAYSTUB_UPLOAD (raised by VERIFY_INCOME, steps/income.ts): the lender read
 *     the paystubs and accepts them, so the stated income counts as verified ─▶ IDENTITY_VERIFICATION;
 *   IDENTITY_VERIFICATION + ID_VERIFICATION_FAILURE (raised by VERIFY_IDENTITY, steps/identity.ts): accepted by a
 *     reviewer or operations staff ─▶ LIEN_VERIFICATION. (When the applicant sends a new ID at this status, the
 *     VERIFY_IDENTITY step itself moves on and settles the condition.)
 * Any other condition only resolves: nothing waits for it.
 */

export interface Continuation {
  patch: StatusPatch;
  data?: Record<string, unknown>;
}

export const continuationOf = (row: ApplicationRow, condition: ConditionRow): Continuation | null => {
  if (row.checklist_status === 'INCOME_VERIFICATION' && condition.category_enum === 'HELOC_MANUAL_PAYSTUB_UPLOAD') {
    return {
      patch: { checklistStatus: 'IDENTITY_VERIFICATION', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
      data: { verified_income_dollars: annualIncome(row) },
    };
  }
  if (row.checklist_status === 'IDENTITY_VERIFICATION' && condition.category_enum === 'ID_VERIFICATION_FAILURE') {
    return { patch: { checklistStatus: 'LIEN_VERIFICATION' } };
  }
  return null;
};
