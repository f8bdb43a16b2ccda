import { decisionsMessages as m } from './decisions.messages';

/**
 * What a lender asks of a home's insurance before a home equity line opens (ours: the spec names insurance/upload
 * and insurance/requirements only; docs/decisions.md). The figures are common lender requirements.
 */
export const MAX_DEDUCTIBLE_DOLLARS = 5_000;
/** The most NFIP building coverage available for a residential building (a 1-4 family home). */
export const NFIP_MAX_BUILDING_COVERAGE_DOLLARS = 250_000;

/** The clause naming the lender on the policy: "its successors and/or assigns, as their interests may appear". It
 * is the clause the policy itself carries, so it reads the same in every language. */
export const mortgageeClause = (lender: string, address: string | undefined) =>
  address
    ? { message: m.mortgageeClauseAt, values: { lender, address } }
    : { message: m.mortgageeClause, values: { lender } };
