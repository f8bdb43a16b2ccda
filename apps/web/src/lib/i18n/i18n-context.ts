import { formatPlain, INTL_LOCALE_OF, type Language } from '@heloc/domain';
import { createContext, useContext } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { PSEUDO_LANGUAGE, setLanguage, type DisplayLanguage } from './language-store';

/**
 * What a component reads the person's language through (docs/i18n.md), without react-intl itself: the first
 * registration step is painted by a small script of its own (app/first-screen/) that must not carry the library, so
 * only the provider (i18n-provider.tsx) imports it. Outside a provider the texts are English: the full formatter
 * once the app has installed it (start-app.tsx, and the tests' set-up), before that a plain one that fills
 * `{arguments}` and plurals, all the first step's texts and the domain's messages need (formatPlain).
 */
export type Messages = Record<string, string>;

/** react-intl's formatter (the plain one below has its messages only: the first step formats nothing else). */
export type Formatter = IntlShape;

const plainEnglish = {
  locale: INTL_LOCALE_OF.en,
  messages: {},
  formatMessage: ((descriptor: MessageDescriptor, values?: Parameters<typeof formatPlain>[1]) =>
    formatPlain(String(descriptor.defaultMessage ?? descriptor.id ?? ''), values)) as IntlShape['formatMessage'],
} as unknown as Formatter;

let englishFormatter: Formatter = plainEnglish;

/** The app's English outside a provider: react-intl's own, installed where the library is already loaded. */
export const installEnglishFormatter = (formatter: Formatter): void => {
  englishFormatter = formatter;
};

export const FormatterContext = createContext<Formatter | null>(null);

/** react-intl's formatter in the person's language (English outside a provider). */
export const useIntlShape = (): Formatter => useContext(FormatterContext) ?? englishFormatter;

export const intlLocaleOf = (language: DisplayLanguage): string =>
  language === PSEUDO_LANGUAGE ? INTL_LOCALE_OF.en : INTL_LOCALE_OF[language];

export interface LanguageChoice {
  language: DisplayLanguage;
  offered: readonly Language[];
  choose: (language: Language) => void;
}

export const LanguageContext = createContext<LanguageChoice>({
  language: 'en',
  offered: ['en'],
  choose: (language) => setLanguage(language),
});

/** The language being read, the languages offered, and the way to choose another. */
export const useLanguage = (): LanguageChoice => useContext(LanguageContext);
