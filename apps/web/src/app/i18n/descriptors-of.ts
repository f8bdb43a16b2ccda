import type { MessageDescriptor } from 'react-intl';

/** A message module (`*.messages.ts`) as loaded: its exports, the `defineMessages` objects among them. */
export type MessageModule = Record<string, unknown>;

/**
 * The message descriptors a module exports (its `defineMessages` objects), by key (docs/i18n.md). Read by the app's
 * catalogue loader (load-messages.ts) and by the browser journeys (e2e/support/catalogues.ts), which cannot load a
 * module the build resolves: this one imports nothing at run time.
 */
export const descriptorsOf = (module: MessageModule): Record<string, MessageDescriptor> => {
  const found: Record<string, MessageDescriptor> = {};
  for (const exported of Object.values(module)) {
    if (!exported || typeof exported !== 'object') continue;
    for (const [key, value] of Object.entries(exported)) {
      if (value && typeof value === 'object' && 'id' in value && 'defaultMessage' in value) {
        found[key] = value as MessageDescriptor;
      }
    }
  }
  return found;
};

/** A catalogue's texts (`*.messages.es.ts`, by key) under the ids of its message module's messages. */
export const spanishById = (
  module: MessageModule,
  catalogue: Readonly<Record<string, string>>,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(descriptorsOf(module)).flatMap(([key, descriptor]) => {
      const text = catalogue[key];
      return text && descriptor.id ? [[descriptor.id, text] as const] : [];
    }),
  );
