import { INTL_LOCALE_OF, type Language } from '@heloc/domain';
import { firstStepMessages, type FirstStepMessage } from './first-step.messages';

/**
 * How the first step's shared views (the preview, the loan facts, the progress) get their texts: `t` of useI18n() in
 * the app; before the app has loaded, `sayIn` below, a few lines instead of react-intl (the first step's bytes are
 * budgeted, app/first-screen/first-screen-budget.test.ts). Its messages take plain `{name}` arguments only.
 */
export type Say = (descriptor: FirstStepMessage, values?: Record<string, string | number>) => string;

/** What a view of the first step needs to speak the person's language: its texts and the locale of its figures. */
export interface FirstStepWords {
  say: Say;
  locale: string;
  /** The language its texts are in, where the view offers the others (the first screen's top bar); English if unsaid. */
  language?: Language;
}

const fill = (text: string, values: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The first step's texts in `catalogue` (its Spanish, first-step.messages.es.ts), English without one. */
export const sayIn = (language: Language, catalogue?: Readonly<Record<string, string>>): FirstStepWords => {
  const byId = new Map<string, string>();
  for (const [key, descriptor] of Object.entries(firstStepMessages)) {
    const text = catalogue?.[key];
    if (text) byId.set(descriptor.id, text);
  }
  return {
    say: (descriptor, values) => fill(byId.get(descriptor.id) ?? descriptor.defaultMessage, values),
    locale: INTL_LOCALE_OF[catalogue ? language : 'en'],
    language: catalogue ? language : 'en',
  };
};

export const ENGLISH_WORDS: FirstStepWords = sayIn('en');
