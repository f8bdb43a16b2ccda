import {
  applicationStatusSchema,
  helocApplicationSchema,
  listHelocApplicationsContract,
} from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '@heloc/domain';

export const applicationListKeys = {
  all: ['applications'] as const,
  list: () => [...applicationListKeys.all, 'list'] as const,
};

/**
 * The fields the dashboard shows, picked from the contract's application schema: a change elsewhere in the
 * application record cannot break the dashboard.
 */
export const applicationSummarySchema = lazySchema(() =>
  helocApplicationSchema.pick({ uuid: true, loanNumber: true, auditFields: true }).extend({
    status: applicationStatusSchema.pick({ checklistStatus: true }),
    property: helocApplicationSchema.shape.property.pick({ state: true }),
  }),
);
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** GET /service-application/api/v1/application/heloc/all (docs/product/widgets-and-calculations.md §7): the signed-in user's HELOC applications. */
export const getApplications = (signal?: AbortSignal) =>
  apiRequest({
    method: listHelocApplicationsContract.method,
    path: listHelocApplicationsContract.path,
    schema: z.array(applicationSummarySchema),
    signal,
  });

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationListKeys.list(), queryFn: ({ signal }) => getApplications(signal) });

export const useApplications = () => useQuery(applicationsQueryOptions());
