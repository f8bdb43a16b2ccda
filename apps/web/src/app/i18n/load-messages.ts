import type { DisplayLanguage, Messages } from '../../lib/i18n';
import { PSEUDO_LANGUAGE } from '../../lib/i18n';
import { descriptorsOf, type MessageModule } from './descriptors-of';

/**
 * The catalogues (docs/i18n.md): each `*.messages.ts` holds a screen's messages with their English text, and its
 * sibling `*.messages.es.ts` their Spanish; the domain's messages (validation, errors, labels) have their Spanish by id
 * in the domain's catalogue (`@heloc/domain/catalogue`). English needs nothing loaded; Spanish and the pseudo-locale
 * are loaded when chosen, so a person reading English never downloads them.
 */
type CatalogueModule = { default: Record<string, string> };

const englishModules = import.meta.glob<MessageModule>('../../**/*.messages.ts');
const spanishModules = import.meta.glob<CatalogueModule>('../../**/*.messages.es.ts');

const spanishPathOf = (englishPath: string) => englishPath.replace(/\.messages\.ts$/, '.messages.es.ts');

const loadSpanish = async (): Promise<Messages> => {
  const messages: Messages = {};
  // The domain's texts in Spanish, by id, in a chunk of their own loaded with the screens' catalogues.
  const domain = import('@heloc/domain/catalogue').then(({ DOMAIN_SPANISH }) => DOMAIN_SPANISH);
  await Promise.all(
    Object.entries(englishModules).map(async ([path, load]) => {
      const loadCatalogue = spanishModules[spanishPathOf(path)];
      if (!loadCatalogue) return;
      const [english, spanish] = await Promise.all([load(), loadCatalogue()]);
      for (const [key, descriptor] of Object.entries(descriptorsOf(english))) {
        const text = spanish.default[key];
        if (text !== undefined && descriptor.id) messages[descriptor.id] = text;
      }
    }),
  );
  return { ...(await domain), ...messages };
};

const loadPseudo = async (): Promise<Messages> => {
  const [{ pseudoLocalize }, { domainMessages }] = await Promise.all([
    import('../../lib/i18n/pseudo'),
    import('@heloc/domain/catalogue'),
  ]);
  const messages: Messages = {};
  for (const message of domainMessages().values()) messages[message.id] = pseudoLocalize(message.defaultMessage);
  await Promise.all(
    Object.values(englishModules).map(async (load) => {
      for (const descriptor of Object.values(descriptorsOf(await load()))) {
        if (descriptor.id && typeof descriptor.defaultMessage === 'string') {
          messages[descriptor.id] = pseudoLocalize(descriptor.defaultMessage);
        }
      }
    }),
  );
  return messages;
};

const loading = new Map<DisplayLanguage, Promise<Messages>>();
const ready = new Map<DisplayLanguage, Messages>([['en', {}]]);

/** The catalogue of `language` when it has loaded (English always has). */
export const loadedMessages = (language: DisplayLanguage): Messages | undefined => ready.get(language);

/** The catalogue of `language`, loaded once. */
export const loadMessages = (language: DisplayLanguage): Promise<Messages> => {
  const done = ready.get(language);
  if (done) return Promise.resolve(done);
  let messages = loading.get(language);
  if (!messages) {
    messages = (language === PSEUDO_LANGUAGE ? loadPseudo() : loadSpanish()).then((loaded) => {
      ready.set(language, loaded);
      return loaded;
    });
    loading.set(language, messages);
  }
  return messages;
};
