import { formatPlain } from '@heloc/domain';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { firstStepMessages } from '../../features/registration/first-step/first-step.messages';
import firstStepSpanish from '../../features/registration/first-step/first-step.messages.es';
import { pseudoLocalize } from '../../lib/i18n/pseudo';
import {
  allEntries,
  domainEntries,
  messageModules,
  orphanCatalogues,
  orphanDomainSpanish,
} from '../../testing/catalogues';
import { sourceFilesUnder, withoutComments, type SourceFile } from '../../testing/source-files';

// No string left behind (docs/i18n.md "What keeps it complete"): every catalogue of the product, the web's screens,
// the server's modules and the domain's messages alike. The linter keeps literals out of a translated folder's
// components; this test keeps every message whole, in both languages, used, and the only place texts are written.

/** The argument and tag names of an ICU message, sorted (parsing fails on a text that is not ICU). */
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

/** Values that reach every argument of a message: a count for a plural, a word for anything else. */
const sampleValues = (message: string, count: number): Record<string, string | number> => {
  const values: Record<string, string | number> = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural) values[element.value] = count;
      else if (element.type === TYPE.argument || element.type === TYPE.select) values[element.value] ??= 'word';
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return values;
};

const domain = sourceFilesUnder('packages/domain/src');
const server = sourceFilesUnder('apps/server/src');
const web = sourceFilesUnder('apps/web/src');

describe('every catalogue', () => {
  it('exists: the web’s, the server’s and the domain’s', () => {
    expect(messageModules.some((m) => m.path.includes('/server/src/'))).toBe(true);
    expect(messageModules.some((m) => !m.path.includes('/server/src/'))).toBe(true);
    expect(domainEntries.length).toBeGreaterThan(250);
  });

  it('gives every message module a Spanish catalogue with its keys, and no catalogue without its module', () => {
    expect(messageModules.filter((m) => !m.spanishKeys).map((m) => m.path)).toEqual([]);
    expect(orphanCatalogues).toEqual([]);
    for (const m of messageModules) {
      expect(m.spanishKeys?.sort(), m.path).toEqual(m.entries.map((entry) => entry.key).sort());
    }
  });

  it('gives every message of the domain its Spanish, and no Spanish without its message', () => {
    expect(domainEntries.filter((entry) => entry.spanish === undefined).map((entry) => entry.id)).toEqual([]);
    expect(orphanDomainSpanish).toEqual([]);
  });

  it.each(allEntries.map((entry) => [`${entry.where} ${entry.key}`, entry] as const))(
    '%s: English and Spanish, the same ICU arguments and tags',
    (_name, entry) => {
      expect(entry.english.trim(), 'English').not.toBe('');
      expect((entry.spanish ?? '').trim(), 'Spanish').not.toBe('');
      expect(placeholdersOf(entry.spanish ?? '')).toEqual(placeholdersOf(entry.english));
    },
  );

  it('gives every message an id no other message has', () => {
    const where = new Map<string, string>();
    const duplicates: string[] = [];
    for (const entry of allEntries) {
      const seen = where.get(entry.id);
      if (seen !== undefined && seen !== entry.where) duplicates.push(`${entry.id} (${seen} and ${entry.where})`);
      where.set(entry.id, entry.where);
    }
    expect(duplicates).toEqual([]);
  });
});

describe('the ids and messages the code uses', () => {
  const ids = new Set(allEntries.map((entry) => entry.id));
  /** An id or the prefix of a list of labels (labelMessages('domain.person.maritalStatus', ...)). */
  const isKnown = (id: string) => ids.has(id) || [...ids].some((known) => known.startsWith(`${id}.`));

  it('writes no message id that no catalogue holds (a module of the domain not in i18n/catalogue.ts)', () => {
    const unknown = [...domain, ...server].flatMap((file) =>
      [...withoutComments(file.text).matchAll(/'((?:domain|server)\.[A-Za-z0-9_.]+)'/g)]
        .map((match) => match[1]!)
        .filter((id) => !isKnown(id))
        .map((id) => `${file.path}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('uses every message of a screen’s or a server module’s catalogue', () => {
    const unused = messageModules.flatMap((m) => {
      const app: SourceFile[] = m.path.includes('/server/src/') ? server : web;
      const modulePath = m.path.replace(/^(\.\.\/)+/, '').replace(/\.ts$/, '');
      const moduleName = modulePath.split('/').pop()!;
      const others = app.filter((file) => !file.path.includes(moduleName));
      // A catalogue looked up by a code (`m[code]`) uses all its keys.
      const importers = others.filter((file) => file.text.includes(`/${moduleName}'`));
      const bindings = importers.flatMap((file) =>
        [...file.text.matchAll(new RegExp(`import \\{([^}]*)\\} from '[^']*/${moduleName}'`, 'g'))].flatMap((match) =>
          match[1]!.split(',').map((name) =>
            name
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
          ),
        ),
      );
      if (importers.some((file) => bindings.some((name) => name && file.text.includes(`${name}[`)))) return [];
      return m.entries
        .filter((entry) => !others.some((file) => new RegExp(`\\.${entry.key}\\b|'${entry.key}'`).test(file.text)))
        .map((entry) => `${m.path}: ${entry.key}`);
    });
    expect(unused).toEqual([]);
  });
});

describe('the formatter used before the app has loaded (formatPlain)', () => {
  const formatted = [
    ...domainEntries.map((entry) => [entry.id, entry.english, 'en-US'] as const),
    ...Object.entries(firstStepMessages).flatMap(([key, descriptor]) => [
      [descriptor.id, descriptor.defaultMessage, 'en-US'] as const,
      [`${descriptor.id} (Spanish)`, firstStepSpanish[key as keyof typeof firstStepSpanish], 'es-US'] as const,
    ]),
  ];

  it.each(formatted)('%s reads as FormatJS writes it', (_id, text, locale) => {
    for (const count of [1, 2]) {
      const values = sampleValues(text, count);
      expect(formatPlain(text, values, locale)).toBe(String(new IntlMessageFormat(text, locale).format(values)));
    }
  });
});

describe('texts are written only in the catalogues', () => {
  /**
   * What may hold Spanish outside a catalogue (docs/i18n.md): content written in a language rather than the product's
   * texts (an organisation's own sample texts, and the partner form's blank display name in each language the
   * partner may offer; the knowledge base's in its `.messages.es.ts` files, but the English of
   * the article on Spanish service, which names the language as people write it), the languages' own names and
   * locales, the E-SIGN disclosure (a document, with its English beside it), the pseudo-locale's accents, the letter
   * ñ the chatbot keeps in a word.
   */
  const ALLOWED = [
    /^apps\/server\/src\/modules\/knowledge\/default-articles\/service\.messages\.ts$/,
    /^apps\/server\/src\/modules\/knowledge\/question-terms\.ts$/,
    /^apps\/server\/src\/platform\/database\/seed\/organizations\.ts$/,
    /^apps\/web\/src\/console\/features\/partners\/partner-draft\.ts$/,
    /^packages\/domain\/src\/i18n\/languages\.ts$/,
    /^packages\/domain\/src\/i18n\/esign-disclosure\.ts$/,
    /^apps\/web\/src\/app\/shell\/language-chooser-view\.tsx$/,
    /^apps\/web\/src\/lib\/i18n\/pseudo\.ts$/,
  ];
  const code = [...domain, ...server, ...web].filter(
    (file) => !/\.(messages\.)?es\.ts$/.test(file.path) && !ALLOWED.some((allowed) => allowed.test(file.path)),
  );

  it('has no Spanish text in the code', () => {
    const spanish = code.flatMap((file) =>
      [
        ...withoutComments(file.text).matchAll(/(['"`])((?:(?!\1)[^\n\\]|\\.)*[áéíóúñ¿¡](?:(?!\1)[^\n\\]|\\.)*)\1/g),
      ].map((match) => `${file.path}: ${match[2]!.slice(0, 60)}`),
    );
    expect(spanish).toEqual([]);
  });

  it('has no record of texts per language in the code', () => {
    const records = code.flatMap((file) =>
      [...withoutComments(file.text).matchAll(/\bes:\s*[{'"`]/g)].map(() => file.path),
    );
    expect(records).toEqual([]);
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
