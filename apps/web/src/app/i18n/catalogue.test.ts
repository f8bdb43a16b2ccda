import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from 'react-intl';
import { pseudoLocalize } from '../../lib/i18n/pseudo';
import { descriptorsOf } from './descriptors-of';

// No string left behind (docs/i18n.md): every message module has its Spanish catalogue, with the same keys and the
// same ICU arguments and tags; every id is unique. The linter keeps literals out of a translated folder's components.
const english = import.meta.glob<Record<string, unknown>>('../../**/*.messages.ts', { eager: true });
const spanish = import.meta.glob<{ default: Record<string, string> }>('../../**/*.messages.es.ts', { eager: true });

/** The argument and tag names of an ICU message, sorted. */
const placeholdersOf = (message: string): string[] => {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(`${element.type}:${element.value}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
};

const modules = Object.entries(english).map(([path, module]) => ({
  path,
  descriptors: descriptorsOf(module),
  catalogue: spanish[path.replace(/\.messages\.ts$/, '.messages.es.ts')]?.default,
}));

describe('the message catalogues', () => {
  it('exist', () => {
    expect(modules.length).toBeGreaterThan(0);
  });

  it('give every message module a Spanish catalogue, and no catalogue without its module', () => {
    expect(modules.filter((m) => !m.catalogue).map((m) => m.path)).toEqual([]);
    const orphans = Object.keys(spanish).filter(
      (path) => !english[path.replace(/\.messages\.es\.ts$/, '.messages.ts')],
    );
    expect(orphans).toEqual([]);
  });

  it.each(modules.map((m) => [m.path, m] as const))('%s: same keys and placeholders in Spanish', (_path, m) => {
    const catalogue = m.catalogue ?? {};
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(m.descriptors).sort());
    for (const [key, descriptor] of Object.entries(m.descriptors)) {
      const text = catalogue[key] ?? '';
      expect(text.trim(), `${key} is empty in Spanish`).not.toBe('');
      expect(placeholdersOf(text), key).toEqual(placeholdersOf(String(descriptor.defaultMessage)));
    }
  });

  it('give every message a unique id and an English text', () => {
    const ids = new Map<string, string>();
    const duplicates: string[] = [];
    for (const m of modules) {
      for (const descriptor of Object.values(m.descriptors) as MessageDescriptor[]) {
        expect(typeof descriptor.defaultMessage).toBe('string');
        const id = String(descriptor.id);
        if (ids.has(id) && ids.get(id) !== m.path) duplicates.push(`${id} (${ids.get(id)} and ${m.path})`);
        ids.set(id, m.path);
      }
    }
    expect(duplicates).toEqual([]);
  });
});

describe('the pseudo-locale', () => {
  it('lengthens and accents the words and keeps arguments, plurals and tags', () => {
    const pseudo = pseudoLocalize(
      'You have {count, plural, one {# notification} other {# notifications}}, <b>{name}</b>',
    );
    expect(pseudo.startsWith('[')).toBe(true);
    expect(pseudo.length).toBeGreaterThan(60);
    expect(placeholdersOf(pseudo.slice(1, -1))).toEqual(
      placeholdersOf('You have {count, plural, one {# notification} other {# notifications}}, <b>{name}</b>'),
    );
    expect(pseudo).not.toMatch(/notification/);
  });
});
