import { isVerifiedIncomeLower } from '@heloc/domain';
import { raiseCondition } from '../conditions/raise-condition';
import { priceOffersWithinIncome } from '../pricing/income-limit';
import type { IncomeMethod } from '../providers/income';
import { findOpenCondition } from '../conditions/conditions.repo';
import type { Step, StepContext, StepResult } from './step';
import { annualIncome, applicantOf, organizationOf } from './step-inputs';
import { listDocumentRecords } from '../../platform/storage/document-records.repo';
import { completeVerification, findPendingVerification, type IncomeVerificationRow } from './income.repo';

/*
 *   POST income/link, POST income/documents/submit ─▶ [VERIFY_INCOME] (at INCOME_VERIFICATION)
 *   POST income/employer ─▶ EMPLOYMENT_VERIFICATION ─[VERIFY_EMPLOYMENT]
 * then, comparing the verified yearly income with the stated one (applications.income):
 *   same or higher ─▶ IDENTITY_VERIFICATION
 *   lower ─▶ the offers re-priced within maxDti (docs/pricing.md) ─▶ REVISED_OFFER_SELECTION (none left ─▶ DECLINED)
 *   none it can verify ─▶ DECLINED (uwDecision DECLINE)
 *   uploaded paystubs not enough ─▶ a HELOC_MANUAL_PAYSTUB_UPLOAD condition, staying at INCOME_VERIFICATION
 */

const PROVIDER_METHOD: Record<string, IncomeMethod> = {
  PAYROLL_LINK: 'PAYROLL',
  BANK_LINK: 'BANK',
  DOCUMENT_UPLOAD: 'DOCUMENTS',
  EMPLOYER_VERIFICATION: 'EMPLOYER',
};

const NOTHING: StepResult = { patch: {} };

/** Not verified: Reg B "Unable to verify income"; verified but too low for any line: the income and the debts. */
const decline = (verified: number | null): StepResult => ({
  patch: { checklistStatus: 'DECLINED', uwDecision: 'DECLINE' },
  decision: {
    category: 'INCOME',
    reasons:
      verified === null
        ? [{ code: 'UNABLE_TO_VERIFY_INCOME' }]
        : [{ code: 'EXCESSIVE_OBLIGATIONS' }, { code: 'INSUFFICIENT_INCOME' }],
  },
  ...(verified === null ? {} : { data: { verified_income_dollars: verified } }),
});

/** Compares the verified income with the stated income and answers where the application goes. */
const decide = async (ctx: StepContext, verified: number): Promise<StepResult> => {
  const { trx, row, providers } = ctx;
  if (!isVerifiedIncomeLower(annualIncome(row), verified)) {
    return {
      patch: { checklistStatus: 'IDENTITY_VERIFICATION', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
      data: { verified_income_dollars: verified },
    };
  }
  // The offers keep the sheet version that priced them: re-priced with it, never with a later one (docs/pricing.md).
  const { pricing, isCreditUnion, isAgeRestricted } = await organizationOf(trx, row, ctx.now);
  const offers = await priceOffersWithinIncome(
    (input) => providers.pricing.price(input),
    {
      pricing,
      orgCode: row.org_code,
      isCreditUnion,
      isAgeRestricted,
      propertyState: row.property_state ?? '',
      creditScore: row.credit_score ?? 0,
      propertyValueDollars: row.property_value_dollars ?? 0,
      existingLienDollars: row.existing_lien_dollars ?? 0,
    },
    {
      verifiedAnnualIncomeDollars: verified,
      monthlyDebtDollars: row.monthly_debt_dollars ?? 0,
      maxDti: pricing.maxDti,
    },
  );
  if (offers.length === 0) return decline(verified);
  return {
    patch: { checklistStatus: 'REVISED_OFFER_SELECTION', uwDecision: 'SELECT', uwSubDecision: 'VERIFIED_DTI_LIMITED' },
    // The earlier choice was priced on the stated income: the applicant chooses again among the revised offers.
    data: { verified_income_dollars: verified, offers: JSON.stringify(offers), selected_offer: null },
  };
};

/** The income document types the applicant uploaded (what the verifier reads). */
const incomeDocumentTypesOf = async (trx: StepContext['trx'], applicationUuid: string): Promise<string[]> => {
  const documents = await listDocumentRecords(trx, applicationUuid, { kinds: ['INCOME_DOCUMENT'] });
  return [...new Set(documents.flatMap((d) => (d.income_document_type ? [d.income_document_type] : [])))];
};

const verifyPending = async (ctx: StepContext, verification: IncomeVerificationRow): Promise<StepResult> => {
  const { trx, row, providers, now } = ctx;
  const method = PROVIDER_METHOD[verification.method] ?? 'DOCUMENTS';
  const result = await providers.income.verify(applicantOf(row), {
    method,
    statedAnnualIncomeDollars: annualIncome(row),
    reportedAnnualIncomeDollars: verification.verified_annual_income,
    ...(method === 'DOCUMENTS' ? { documentTypes: await incomeDocumentTypesOf(trx, row.uuid) } : {}),
  });
  if (result.outcome === 'MORE_DOCUMENTS') {
    await completeVerification(trx, verification.uuid, {
      status: 'FAILED',
      verified_annual_income: null,
      completed_at: now,
    });
    if (!(await findOpenCondition(trx, row.uuid, 'HELOC_MANUAL_PAYSTUB_UPLOAD'))) {
      await raiseCondition(
        trx,
        {
          applicationUuid: row.uuid,
          categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
          requestDocuments: ['PAYSTUB'],
          numDocsRequired: result.count,
          commentsToBorrower: result.commentsToBorrower,
        },
        now,
      );
    }
    return NOTHING;
  }
  if (result.outcome === 'NOT_VERIFIED') {
    await completeVerification(trx, verification.uuid, {
      status: 'FAILED',
      verified_annual_income: null,
      completed_at: now,
    });
    return decline(null);
  }
  const verified = result.verifiedAnnualIncomeDollars;
  await completeVerification(trx, verification.uuid, {
    status: 'VERIFIED',
    verified_annual_income: verified,
    completed_at: now,
  });
  return decide(ctx, verified);
};

/** INCOME_VERIFICATION: a linked payroll or bank, or submitted documents, are read by the verifier. */
export const verifyIncome: Step = {
  from: 'INCOME_VERIFICATION',
  async run(ctx) {
    const pending = await findPendingVerification(ctx.trx, ctx.row.uuid, [
      'PAYROLL_LINK',
      'BANK_LINK',
      'DOCUMENT_UPLOAD',
    ]);
    return pending ? verifyPending(ctx, pending) : NOTHING;
  },
};

/** EMPLOYMENT_VERIFICATION: the employer (the contact the applicant named) confirms the income. */
export const verifyEmployment: Step = {
  from: 'EMPLOYMENT_VERIFICATION',
  async run(ctx) {
    const pending = await findPendingVerification(ctx.trx, ctx.row.uuid, ['EMPLOYER_VERIFICATION']);
    return pending ? verifyPending(ctx, pending) : NOTHING;
  },
};
