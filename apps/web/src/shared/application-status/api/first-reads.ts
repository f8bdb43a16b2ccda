import type { QueryClient } from '@tanstack/react-query';
import { identityQueryOptions, profileQueryOptions } from '../../../lib/session';
import { SIGNING_SCREEN } from '../../../lib/early-reads';
import { closingPackageQueryOptions } from '../../closing-signer/api/get-closing-package';
import { conditionsQueryOptions } from '../../open-conditions/api/get-conditions';
import { fundingForecastQueryOptions } from '../../progress/api/get-funding-forecast';
import { applicationQueryOptions } from './get-application';
import { applicationStatusQueryOptions } from './get-status';

/**
 * The reads every application page renders from (its status, the application, the profile, the identity, and what
 * the frame shows above the screen: the open conditions and the funding forecast; on the signing screen its closing
 * package), put in the query cache before the app's first render: the page then renders once, with its content and
 * in its places, instead of a spinner that each answer re-renders or a frame each answer pushes down. The page's first
 * script has already asked for them (lib/early-reads.ts), so this waits for those answers rather than asking again.
 * Failures are left for the page's own queries to show.
 */
export const primeFirstReads = (queryClient: QueryClient, uuid: string, screen: string): Promise<unknown> =>
  Promise.allSettled([
    queryClient
      .fetchQuery(applicationStatusQueryOptions(uuid))
      .then((status) => queryClient.prefetchQuery(fundingForecastQueryOptions(uuid, status.checklistStatus))),
    queryClient.prefetchQuery(applicationQueryOptions(uuid)),
    queryClient.prefetchQuery(profileQueryOptions()),
    queryClient.prefetchQuery(identityQueryOptions()),
    queryClient.prefetchQuery(conditionsQueryOptions(uuid)),
    ...(screen === SIGNING_SCREEN ? [queryClient.prefetchQuery(closingPackageQueryOptions(uuid))] : []),
  ]);
