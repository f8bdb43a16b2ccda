import type { AdverseActionReasonCode, DecisionCategory } from '../underwriting/adverse-action';

/*
 * A member's decline from the console (docs/product/operations-console.md §4): the principal reason, the first one
 * chosen, decides the notice's category and so the borrower's error screen (error/credit, error/income, error/decline).
 */
const CATEGORY_OF_REASON: Readonly<Record<AdverseActionReasonCode, DecisionCategory>> = {
  CREDIT_APPLICATION_INCOMPLETE: 'OTHER',
  UNABLE_TO_VERIFY_CREDIT_REFERENCES: 'CREDIT',
  UNABLE_TO_VERIFY_EMPLOYMENT: 'INCOME',
  INSUFFICIENT_INCOME: 'INCOME',
  EXCESSIVE_OBLIGATIONS: 'INCOME',
  UNABLE_TO_VERIFY_INCOME: 'INCOME',
  UNABLE_TO_VERIFY_RESIDENCE: 'OTHER',
  NO_CREDIT_FILE: 'CREDIT',
  LIMITED_CREDIT_EXPERIENCE: 'CREDIT',
  DELINQUENT_OBLIGATIONS: 'CREDIT',
  COLLECTION_OR_JUDGMENT: 'CREDIT',
  FORECLOSURE_OR_REPOSSESSION: 'CREDIT',
  BANKRUPTCY: 'CREDIT',
  RECENT_INQUIRIES: 'CREDIT',
  REVOLVING_BALANCES: 'CREDIT',
  INSUFFICIENT_COLLATERAL: 'COLLATERAL',
  UNABLE_TO_VERIFY_OWNERSHIP: 'COLLATERAL',
  INSUFFICIENT_ASSETS: 'INCOME',
  OTHER: 'OTHER',
};

export const declineCategoryOf = (reasons: readonly { code: AdverseActionReasonCode }[]): DecisionCategory =>
  reasons[0] ? CATEGORY_OF_REASON[reasons[0].code] : 'OTHER';
