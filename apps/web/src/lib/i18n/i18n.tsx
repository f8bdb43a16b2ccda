import { INTL_LOCALE_OF, type Language } from '@heloc/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import { PSEUDO_LANGUAGE, setLanguage, type DisplayLanguage } from './language-store';

/**
 * Messages in ICU form through react-intl (docs/i18n.md). A screen defines its messages with `defineMessages`
 * (English, the spec's exact texts, as `defaultMessage`) beside a Spanish catalogue; `useI18n()` formats them in the
 * person's language, with money, numbers and dates in its formats.
 */
export type Messages = Record<string, string>;

const cache = createIntlCache();

/** Outside a provider (a component test, the first screen), English: the default messages as they are. */
const englishIntl = createIntl({ locale: INTL_LOCALE_OF.en, defaultLocale: INTL_LOCALE_OF.en, messages: {} }, cache);

export const intlLocaleOf = (language: DisplayLanguage): string =>
  language === PSEUDO_LANGUAGE ? INTL_LOCALE_OF.en : INTL_LOCALE_OF[language];

interface LanguageChoice {
  language: DisplayLanguage;
  offered: readonly Language[];
  choose: (language: Language) => void;
}

const LanguageContext = createContext<LanguageChoice>({
  language: 'en',
  offered: ['en'],
  choose: (language) => setLanguage(language),
});

/** The person's language and its catalogue, for everything below. */
export function I18nProvider({
  language,
  messages,
  offered,
  onChoose,
  children,
}: {
  language: DisplayLanguage;
  messages: Messages;
  offered: readonly Language[];
  onChoose: (language: Language) => void;
  children: ReactNode;
}) {
  const choice = useMemo(() => ({ language, offered, choose: onChoose }), [language, offered, onChoose]);
  return (
    <LanguageContext.Provider value={choice}>
      <IntlProvider
        locale={intlLocaleOf(language)}
        defaultLocale={INTL_LOCALE_OF.en}
        messages={messages}
        // A message missing from a catalogue shows its English (the catalogue test keeps this from shipping).
        onError={() => undefined}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/** react-intl's formatter in the person's language (English outside a provider). */
export const useIntlShape = (): IntlShape => useContext(IntlContext) ?? englishIntl;

/** The language being read, the languages offered, and the way to choose another. */
export const useLanguage = (): LanguageChoice => useContext(LanguageContext);
