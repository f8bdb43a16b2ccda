import type { Organization } from '@heloc/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OrgProvider } from '../../lib/org-context';

/**
 * What a console screen needs from above the router: the organisation of the address (its name in the top bar) and the
 * query cache. No language provider: the console is in English (src/console/README.md), and ui/'s few texts read
 * English without one (lib/i18n/i18n-context.ts).
 */
export function ConsoleProviders({
  org,
  queryClient,
  children,
}: {
  org: Organization;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <OrgProvider org={org}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </OrgProvider>
  );
}
