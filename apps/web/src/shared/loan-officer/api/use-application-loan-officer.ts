import { getHelocApplicationContract, helocApplicationSchema } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fillPath } from '../../../lib/api-client';
import { useOrg } from '../../../lib/org-context';
import { loanOriginatorQueryOptions } from './get-loan-originator';
import { licensedStatesQueryOptions } from './get-licensed-states';
import { loanOfficerKeys } from './loan-officer-keys';

// Only the referrer of the application (docs/product/application-area.md §3: referrer.referrerUuid): a change to the
// rest of the record cannot break the card, and an answer without one means no card.
const referrerSchema = z.object({ referrer: helocApplicationSchema.shape.referrer.optional() });

/** The application's referring loan officer, if any. It does not change once the application exists. */
const applicationReferrerQueryOptions = (applicationUuid: string) =>
  queryOptions({
    queryKey: loanOfficerKeys.applicationReferrer(applicationUuid),
    queryFn: ({ signal }) =>
      apiRequest({
        method: getHelocApplicationContract.method,
        path: fillPath(getHelocApplicationContract.path, { uuid: applicationUuid }),
        schema: referrerSchema,
        signal,
      }),
    select: (application) => application.referrer?.referrerUuid ?? null,
    staleTime: Infinity,
  });

/**
 * docs/product/widgets-and-calculations.md §2: the loan officer who referred this application, with their licensed
 * states; undefined when the application has no referrer (or while any of the three reads is on its way).
 */
export function useApplicationLoanOfficer(applicationUuid: string) {
  const org = useOrg();
  const referrer = useQuery({ ...applicationReferrerQueryOptions(applicationUuid), enabled: Boolean(applicationUuid) });
  const officerUuid = referrer.data ?? '';
  const originator = useQuery({
    ...loanOriginatorQueryOptions(officerUuid, org.orgCode),
    enabled: Boolean(officerUuid),
  });
  const states = useQuery({ ...licensedStatesQueryOptions(officerUuid), enabled: Boolean(officerUuid) });
  if (!originator.data) return undefined;
  return { originator: originator.data, licensedStates: states.data?.licensedStates };
}
