import { isUuid } from '@heloc/domain';
import type { LoanOriginator } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { useOrg } from '../../../lib/org-context';
import { loanOriginatorQueryOptions } from '../../../shared/loan-officer/api/get-loan-originator';

export const REFERRER_PARAM = 'referrerId';

export type ReferrerState =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'valid'; originator: LoanOriginator }
  /** docs/product/registration-and-routing.md §5: the organisation requires a referrer and has none valid: go to /not-accepting-apps. */
  | { status: 'blocked' }
  /** docs/product/registration-and-routing.md §5: elsewhere an invalid referrer is dropped from the URL. */
  | { status: 'invalid' };

/**
 * The referring loan originator from `?referrerId=` or the draft, checked with the lead-portal call (docs/product/registration-and-routing.md §5, §7).
 */
export function useReferrer(referrerId: string | undefined): ReferrerState {
  const org = useOrg();
  const isRequired = org.orgMetaData.variant.requiresReferringLoanOfficer;
  const isWellFormed = Boolean(referrerId && isUuid(referrerId));
  const query = useQuery({ ...loanOriginatorQueryOptions(referrerId ?? '', org.orgCode), enabled: isWellFormed });

  if (!referrerId) return isRequired ? { status: 'blocked' } : { status: 'none' };
  if (isWellFormed && query.isPending) return { status: 'checking' };
  if (query.data) return { status: 'valid', originator: query.data };
  return isRequired ? { status: 'blocked' } : { status: 'invalid' };
}
