import { useQuery } from '@tanstack/react-query';
import { useOrg } from '../../../lib/org-context';
import { applicationQueryOptions, type OfferApplication } from '../../application-status/api/get-application';
import { loanOriginatorQueryOptions } from './get-loan-originator';
import { licensedStatesQueryOptions } from './get-licensed-states';

// docs/product/application-area.md §3: referrer.referrerUuid, from the application read every screen of the area makes.
const referrerUuidOf = (application: OfferApplication) => application.referrer?.referrerUuid ?? null;

/**
 * docs/product/widgets-and-calculations.md §2: the loan officer who referred this application, with their licensed
 * states; undefined when the application has no referrer (or while any of the three reads is on its way).
 */
export function useApplicationLoanOfficer(applicationUuid: string) {
  const org = useOrg();
  const referrer = useQuery({
    ...applicationQueryOptions(applicationUuid),
    select: referrerUuidOf,
    enabled: Boolean(applicationUuid),
  });
  const officerUuid = referrer.data ?? '';
  const originator = useQuery({
    ...loanOriginatorQueryOptions(officerUuid, org.orgCode),
    enabled: Boolean(officerUuid),
  });
  const states = useQuery({ ...licensedStatesQueryOptions(officerUuid), enabled: Boolean(officerUuid) });
  if (!originator.data) return undefined;
  return { originator: originator.data, licensedStates: states.data?.licensedStates };
}
