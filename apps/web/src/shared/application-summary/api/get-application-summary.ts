import { getApplicationSummaryContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../application-status/api/application-keys';

/**
 * GET .../heloc/:uuid/summary: everything the applicant told us and chose, the E-SIGN consent and the summary PDF
 * once made. start/contact prefills from it too (the saved contact details, else the registration's).
 */
export const applicationSummaryQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: applicationKeys.summary(uuid),
    queryFn: ({ signal }) => callContract(getApplicationSummaryContract, { params: { uuid }, signal }),
  });

export const useApplicationSummary = (uuid: string) => useQuery(applicationSummaryQueryOptions(uuid));
