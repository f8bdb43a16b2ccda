import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json';

// docs/architecture.md and docs/architecture.md: the domain package is pure. It imports only its declared dependencies (and its own files),
// and reaches no clock, environment, network, storage or DOM. This test is the build rule that keeps it so.
const root = join(__dirname);
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });

const allowedPackages = new Set(Object.keys(pkg.dependencies));
const forbidden: Array<[RegExp, string]> = [
  [/\bprocess\./, 'process (environment)'],
  [/\bDate\.now\(/, 'Date.now() (clock)'],
  [/new Date\(\s*\)/, 'new Date() without an argument (clock)'],
  [/\bfetch\(/, 'fetch (network)'],
  [/\b(window|document|localStorage|sessionStorage)\.\w/, 'browser globals'],
  [/\bMath\.random\(/, 'Math.random (non-determinism)'],
  [/\brequire\(/, 'require'],
];

describe('the domain package stays pure', () => {
  const files = sourceFiles(root);

  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s imports only declared packages', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);
    const packageOf = (s: string) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!);
    const outside = specifiers.filter((s) => !s.startsWith('.') && !allowedPackages.has(packageOf(s)));
    expect(outside).toEqual([]);
  });

  it.each(files.map((file) => [relative(root, file), file]))(
    '%s reaches no clock, environment or I/O',
    (_name, file) => {
      const source = readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      const found = forbidden.filter(([pattern]) => pattern.test(source)).map(([, what]) => what);
      expect(found).toEqual([]);
    },
  );
});
