import type { Organization } from '@heloc/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { OrgProvider } from '../lib/org-context';
import { UiWordsContext, type UiWords } from '../ui/ui-words';
import { LanguageProvider } from './i18n/language-provider';
import { ProfileLanguage } from './i18n/profile-language';

/** The ui components' texts in the person's language (ui/ui-words.tsx): the app's own formatter. */
function UiWordsProvider({ children }: { children: ReactNode }) {
  const { t, localize } = useI18n();
  const words = useMemo<UiWords>(() => ({ t, localize }), [t, localize]);
  return <UiWordsContext.Provider value={words}>{children}</UiWordsContext.Provider>;
}

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
        <UiWordsProvider>
          <QueryClientProvider client={queryClient}>
            <ProfileLanguage />
            {children}
          </QueryClientProvider>
        </UiWordsProvider>
      </LanguageProvider>
    </OrgProvider>
  );
}
