import type { Language } from '@heloc/domain';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  getLanguage,
  I18nProvider,
  initialLanguage,
  setLanguage,
  subscribeLanguage,
  type DisplayLanguage,
  type Messages,
} from '../../lib/i18n';
import { useOrg } from '../../lib/org-context';
import { loadedMessages, loadMessages } from './load-messages';
import { chooseLanguage } from './profile-language';

/**
 * Before the app's first render (start-app.tsx): the first language, within what the organisation offers, with its
 * catalogue loaded, so a Spanish reader never sees the app flash in English.
 */
export const prepareLanguage = async (offered: readonly Language[]): Promise<void> => {
  const first = initialLanguage(offered);
  if (first !== getLanguage()) setLanguage(first, { remember: false });
  await loadMessages(first).catch(() => undefined);
};

const ENGLISH_ONLY: readonly Language[] = ['en'];

/**
 * The person's language for the whole app (docs/i18n.md): the organisation's offer, the choice kept in this
 * browser, or the page's (the server's reading of Accept-Language). Until another language's catalogue has loaded,
 * the previous one stays on screen, so a choice never flashes an empty page.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const org = useOrg();
  const offered = org.orgMetaData.languages ?? ENGLISH_ONLY;
  const language = useSyncExternalStore(subscribeLanguage, getLanguage, () => 'en' as DisplayLanguage);
  const [shown, setShown] = useState<{ language: DisplayLanguage; messages: Messages }>(() => {
    const messages = loadedMessages(language);
    return messages ? { language, messages } : { language: 'en', messages: {} };
  });

  useEffect(() => {
    let isCurrent = true;
    void loadMessages(language).then((messages) => {
      // Usually the catalogue shown already (loaded before the first render): keeping the same state then spares the
      // whole page a render just after its first.
      if (isCurrent)
        setShown((was) => (was.language === language && was.messages === messages ? was : { language, messages }));
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);

  // A choice is kept in this browser and, once signed in, on the profile (docs/i18n.md).
  const choose = useCallback((next: Language) => chooseLanguage(next), []);

  return (
    <I18nProvider language={shown.language} messages={shown.messages} offered={offered} onChoose={choose}>
      {children}
    </I18nProvider>
  );
}
