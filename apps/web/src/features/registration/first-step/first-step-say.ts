import { formatPlain, INTL_LOCALE_OF, type Language } from '@heloc/domain';
import { firstStepMessages } from './first-step.messages';

/**
 * How the first step's shared views (the preview, the loan facts, the progress, the shell's frame around them) get
 * their texts: `t` of useI18n() in the app; before the app has loaded, `sayIn` below: the same catalogues, formatted
 * by the domain's small ICU formatter instead of react-intl (the first step's bytes are budgeted,
 * app/first-screen/first-screen-budget.test.ts; docs/i18n.md).
 */
export type Say = (
  descriptor: { id: string; defaultMessage: string },
  values?: Record<string, string | number>,
) => string;

/** What a view of the first step needs to speak the person's language: its texts and the locale of its figures. */
export interface FirstStepWords {
  say: Say;
  locale: string;
  /** The language its texts are in, where the view offers the others (the first screen's top bar); English if unsaid. */
  language?: Language;
}

/**
 * The first step's texts in `catalogue` (its Spanish, first-step.messages.es.ts) and the frame's in `others` (their
 * Spanish by id: the shell's skip link, app/layouts), English without them.
 */
export const sayIn = (
  language: Language,
  catalogue?: Readonly<Record<string, string>>,
  others: Readonly<Record<string, string>> = {},
): FirstStepWords => {
  const byId = new Map<string, string>(Object.entries(others));
  for (const [key, descriptor] of Object.entries(firstStepMessages)) {
    const text = catalogue?.[key];
    if (text) byId.set(descriptor.id, text);
  }
  const locale = INTL_LOCALE_OF[catalogue ? language : 'en'];
  return {
    say: (descriptor, values) => formatPlain(byId.get(descriptor.id) ?? descriptor.defaultMessage, values, locale),
    locale,
    language: catalogue ? language : 'en',
  };
};

export const ENGLISH_WORDS: FirstStepWords = sayIn('en');
