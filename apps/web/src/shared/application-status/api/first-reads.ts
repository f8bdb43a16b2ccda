import type { QueryClient } from '@tanstack/react-query';
import { identityQueryOptions, profileQueryOptions } from '../../../lib/session';
import { applicationQueryOptions } from './get-application';
import { applicationStatusQueryOptions } from './get-status';

/**
 * The reads every application page renders from (its status, the application, the profile, the identity),
 * put in the query cache before the app's first render: the page then renders once, with its content, instead of a
 * spinner that each answer re-renders. The page's first script has already asked for them (lib/early-reads.ts), so
 * this waits for those answers rather than asking again. Failures are left for the page's own queries to show.
 */
export const primeFirstReads = (queryClient: QueryClient, uuid: string): Promise<unknown> =>
  Promise.allSettled([
    queryClient.prefetchQuery(applicationStatusQueryOptions(uuid)),
    queryClient.prefetchQuery(applicationQueryOptions(uuid)),
    queryClient.prefetchQuery(profileQueryOptions()),
    queryClient.prefetchQuery(identityQueryOptions()),
  ]);
