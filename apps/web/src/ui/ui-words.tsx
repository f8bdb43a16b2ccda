import { createContext, useContext } from 'react';
import type { MessageDescriptor } from 'react-intl';

/**
 * How the ui components speak the person's language without loading react-intl themselves (the first step's preview
 * uses them before the app has loaded): the app provides its `t` and `localize` (app/providers.tsx); outside it,
 * English, the messages' own texts with their plain `{name}` arguments filled in.
 */
export interface UiWords {
  t: (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;
  /** A text that came in English from the domain or the server, in the language being read (docs/i18n.md). */
  localize: (text: string) => string;
}

const fill = (text: string, values: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export const ENGLISH_UI_WORDS: UiWords = {
  t: (descriptor, values) => fill(String(descriptor.defaultMessage ?? ''), values),
  localize: (text) => text,
};

export const UiWordsContext = createContext<UiWords>(ENGLISH_UI_WORDS);

export const useUiWords = (): UiWords => useContext(UiWordsContext);
