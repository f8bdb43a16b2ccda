import type { MessageDescriptor } from 'react-intl';

/**
 * A screen's messages (docs/i18n.md), as react-intl's `defineMessages` takes them (the linter and the catalogue test
 * read them the same way). Ours rather than the library's: a call at module level to the library's would make every
 * screen's code, the first registration step's included, load react-intl (lib/i18n/i18n-context.ts).
 */
export const defineMessages = <K extends string, T extends MessageDescriptor = MessageDescriptor>(
  messages: Record<K, T>,
): Record<K, T> => messages;
