import { DOMAIN_SPANISH, domainMessages } from '@heloc/domain/catalogue';
import { descriptorsOf } from '../app/i18n/descriptors-of';

/*
 * Every catalogue of the product, for the completeness test (docs/i18n.md): the web's screens and the server's modules
 * (`<name>.messages.ts` beside `<name>.messages.es.ts`, by key), and the domain's messages (their Spanish by id).
 */

/** One message as a catalogue holds it: where, its id, its English and its Spanish (undefined when missing). */
export interface CatalogueEntry {
  where: string;
  key: string;
  id: string;
  english: string;
  spanish: string | undefined;
}

/** A message module and its Spanish catalogue (undefined when it has none). */
export interface MessageModuleCatalogue {
  path: string;
  entries: CatalogueEntry[];
  spanishKeys: string[] | undefined;
}

type Module = Record<string, unknown>;
type SpanishModule = { default: Record<string, string> };

const webEnglish = import.meta.glob<Module>('../**/*.messages.ts', { eager: true });
const webSpanish = import.meta.glob<SpanishModule>('../**/*.messages.es.ts', { eager: true });
const serverEnglish = import.meta.glob<Module>('../../../server/src/**/*.messages.ts', { eager: true });
const serverSpanish = import.meta.glob<SpanishModule>('../../../server/src/**/*.messages.es.ts', { eager: true });

const spanishPathOf = (path: string) => path.replace(/\.messages\.ts$/, '.messages.es.ts');

// A catalogue of content rather than messages (the chatbot's articles and lexicon, docs/i18n.md "Content written in a
// language") holds no ICU message: its two languages are held together by their own test
// (apps/server/src/modules/knowledge/content-completeness.test.ts).
const modulesOf = (english: Record<string, Module>, spanish: Record<string, SpanishModule>): MessageModuleCatalogue[] =>
  Object.entries(english)
    .filter(([, module]) => Object.keys(descriptorsOf(module)).length > 0)
    .map(([path, module]) => {
      const catalogue = spanish[spanishPathOf(path)]?.default;
      return {
        path,
        spanishKeys: catalogue && Object.keys(catalogue),
        entries: Object.entries(descriptorsOf(module)).map(([key, descriptor]) => ({
          where: path,
          key,
          id: String(descriptor.id),
          english: String(descriptor.defaultMessage),
          spanish: catalogue?.[key],
        })),
      };
    });

/** The web's and the server's message modules. */
export const messageModules: MessageModuleCatalogue[] = [
  ...modulesOf(webEnglish, webSpanish),
  ...modulesOf(serverEnglish, serverSpanish),
];

/** Spanish catalogues without their message module. */
export const orphanCatalogues: string[] = [
  ...Object.keys(webSpanish).filter((path) => !webEnglish[path.replace(/\.messages\.es\.ts$/, '.messages.ts')]),
  ...Object.keys(serverSpanish).filter((path) => !serverEnglish[path.replace(/\.messages\.es\.ts$/, '.messages.ts')]),
];

/** The domain's messages, each with its Spanish. */
export const domainEntries: CatalogueEntry[] = [...domainMessages().values()].map((message) => ({
  where: 'packages/domain',
  key: message.id,
  id: message.id,
  english: message.defaultMessage,
  spanish: DOMAIN_SPANISH[message.id],
}));

/** The domain's Spanish without a message. */
export const orphanDomainSpanish: string[] = Object.keys(DOMAIN_SPANISH).filter((id) => !domainMessages().has(id));

/** Every message of every catalogue. */
export const allEntries: CatalogueEntry[] = [...messageModules.flatMap((m) => m.entries), ...domainEntries];
