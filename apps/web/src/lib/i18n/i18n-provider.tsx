import { INTL_LOCALE_OF, type Language } from '@heloc/domain';
import { useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, IntlProvider, useIntl } from 'react-intl';
import {
  FormatterContext,
  installEnglishFormatter,
  intlLocaleOf,
  LanguageContext,
  type Messages,
} from './i18n-context';
import type { DisplayLanguage } from './language-store';

/**
 * Messages in ICU form through react-intl (docs/i18n.md). A screen defines its messages with `defineMessages`
 * (English, the spec's exact texts, as `defaultMessage`) beside a Spanish catalogue; `useI18n()` formats them in the
 * person's language, with money, numbers and dates in its formats. This is the one module that loads react-intl.
 */

/** Installs react-intl's English as the formatter outside a provider (a component test, a portal's first render). */
export const installReactIntlEnglish = (): void =>
  installEnglishFormatter(
    createIntl({ locale: INTL_LOCALE_OF.en, defaultLocale: INTL_LOCALE_OF.en, messages: {} }, createIntlCache()),
  );

/** Hands react-intl's formatter to the components, which read it without importing the library. */
function ShareFormatter({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return <FormatterContext.Provider value={intl}>{children}</FormatterContext.Provider>;
}

/**
 * A message missing from a catalogue shows its English (the catalogue test keeps this from shipping). One function for
 * every render: react-intl makes a new formatter, and so re-renders every text of the page, whenever a prop changes.
 */
const ignoreMissingMessage = (): void => undefined;

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
        onError={ignoreMissingMessage}
      >
        <ShareFormatter>{children}</ShareFormatter>
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
