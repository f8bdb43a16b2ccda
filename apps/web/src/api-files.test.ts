// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '@heloc/domain/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * A call has one home (docs/architecture.md "Where does my code go?"): each contract of @heloc/domain/contracts is
 * imported by one api/ file only, which owns its fetcher, its cache key and its hook. A second api/ file calling the
 * same contract would read it under another key, and the two screens would disagree; a capability two areas use (the
 * conditions of the applicant and of a signer) calls it from one shared api/ file.
 */

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** The names of @heloc/domain/contracts that are contracts (a method, a path and an audience), not schemas or types. */
const CONTRACT_NAMES = new Set(
  Object.entries(contracts)
    .filter(
      ([, value]) =>
        typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'auth' in value,
    )
    .map(([name]) => name),
);

/** The contracts a source file imports as values. */
const contractsImportedBy = (path: string, text: string): string[] => {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    if (statement.moduleSpecifier.text !== '@heloc/domain/contracts') return [];
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) return [];
    return clause.namedBindings.elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ?? element.name).text)
      .filter((name) => CONTRACT_NAMES.has(name));
  });
};

/** Each contract imported by more than one file, with those files. */
const contractsWithSeveralHomes = (files: { path: string; text: string }[]): Record<string, string[]> => {
  const homes = new Map<string, string[]>();
  for (const { path, text } of files) {
    for (const name of contractsImportedBy(path, text)) homes.set(name, [...(homes.get(name) ?? []), path]);
  }
  return Object.fromEntries([...homes].filter(([, paths]) => paths.length > 1));
};

const apiFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return apiFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource && path.split('/').includes('api') ? [relative(SRC, path)] : [];
  });

describe('a contract is called from one api/ file', () => {
  it('finds a contract imported by two api/ files (and not a type or a schema of it)', () => {
    const planted = [
      { path: 'features/a/api/get-a.ts', text: "import { getHelocStatusContract } from '@heloc/domain/contracts';" },
      {
        path: 'features/b/api/get-b.ts',
        text: "import { type Condition, conditionSchema, getHelocStatusContract as status } from '@heloc/domain/contracts';",
      },
      { path: 'features/c/api/get-c.ts', text: "import type { getProfileContract } from '@heloc/domain/contracts';" },
      { path: 'features/d/api/get-d.ts', text: "import { getProfileContract } from '@heloc/domain/contracts';" },
    ];
    expect(contractsWithSeveralHomes(planted)).toEqual({
      getHelocStatusContract: ['features/a/api/get-a.ts', 'features/b/api/get-b.ts'],
    });
  });

  it('holds for every api/ file of the web app', () => {
    const files = apiFiles(SRC).map((path) => ({ path, text: readFileSync(join(SRC, path), 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(contractsWithSeveralHomes(files)).toEqual({});
  });
});
