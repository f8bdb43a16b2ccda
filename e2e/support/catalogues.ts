import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { descriptorsOf, type MessageModule } from '../../apps/web/src/app/i18n/descriptors-of';

// The Spanish journeys read the screens through the app's own catalogues (docs/i18n.md): a label is found by its
// English text's Spanish, so the journey states which English screen it walks, and fails on a text left English.
const WEB_SRC = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));
const DOMAIN_SRC = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));

const messageFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(path);
    return entry.name.endsWith('.messages.ts') ? [path] : [];
  });

/** English text → every Spanish text it has in the catalogues (one English text may read differently in places). */
export const loadSpanishCatalogue = async (): Promise<Map<string, Set<string>>> => {
  const spanish = new Map<string, Set<string>>();
  const add = (english: string, text: string) => {
    const texts = spanish.get(english) ?? new Set<string>();
    texts.add(text);
    spanish.set(english, texts);
  };
  for (const file of messageFiles(WEB_SRC)) {
    const english = (await import(file)) as MessageModule;
    const catalogue = (
      (await import(file.replace(/\.messages\.ts$/, '.messages.es.ts'))) as { default: Record<string, string> }
    ).default;
    for (const [key, descriptor] of Object.entries(descriptorsOf(english))) {
      const text = catalogue[key];
      if (typeof descriptor.defaultMessage === 'string' && text) add(descriptor.defaultMessage, text);
    }
  }
  // The domain's messages (validation, errors, labels), their Spanish by id (docs/i18n.md).
  const domain = (await import(join(DOMAIN_SRC, 'i18n/catalogue.ts'))) as {
    DOMAIN_SPANISH: Record<string, string>;
    domainMessages: () => ReadonlyMap<string, { id: string; defaultMessage: string }>;
  };
  for (const message of domain.domainMessages().values()) {
    const text = domain.DOMAIN_SPANISH[message.id];
    if (text) add(message.defaultMessage, text);
  }
  return spanish;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for the Spanish of an English text: exact (the whole accessible name or text) unless `partial`. Fails at
 * once when the catalogues have no Spanish for it, naming the text.
 */
export const spanishMatcher =
  (catalogue: Map<string, Set<string>>) =>
  (english: string, { partial = false }: { partial?: boolean } = {}): RegExp => {
    const texts = catalogue.get(english);
    if (!texts) throw new Error(`No Spanish in the catalogues for "${english}"`);
    // An accessible name has no tags: a message's `<link>…</link>` reads as its words.
    const alternatives = [...texts].map((text) => escape(text.replace(/<\/?\w+>/g, ''))).join('|');
    return partial ? new RegExp(`(${alternatives})`) : new RegExp(`^(${alternatives})$`);
  };

/**
 * The catalogued English texts still on screen in the page's main content: a text node equal to an English
 * message whose Spanish differs. Names, figures and the words the two languages share are not counted.
 */
export const englishLeftOn = async (page: Page, catalogue: Map<string, Set<string>>): Promise<string[]> => {
  const englishOnly = [...catalogue.entries()]
    .filter(([english, texts]) => !texts.has(english) && !/[{<]/.test(english) && english.trim().length > 3)
    .map(([english]) => english);
  return page.evaluate((candidates) => {
    const wanted = new Set(candidates);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || !wanted.has(text)) continue;
      if (element.closest('[hidden], [aria-hidden="true"], script, style, [lang="en"]')) continue;
      if (element.getClientRects().length === 0) continue;
      found.add(text);
    }
    return [...found];
  }, englishOnly);
};
