import type { Organization } from '@heloc/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OrgProvider } from '../lib/org-context';
import { AccessibilityProvider } from '../ui/accessibility';
import { LanguageProvider } from './i18n/language-provider';
import { ProfileLanguage } from './i18n/profile-language';

/** Everything a page needs from above the router: the organisation, the person's language and the query cache. */
export function AppProviders({
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
      <LanguageProvider>
        <QueryClientProvider client={queryClient}>
          <ProfileLanguage />
          <AccessibilityProvider>{children}</AccessibilityProvider>
        </QueryClientProvider>
      </LanguageProvider>
    </OrgProvider>
  );
}
