import { expect, it, vi } from 'vitest';

// docs/decisions.md "Schemas built on first use": with the web's setting (vitest.config.ts `define`), loading the
// domain package builds no zod schema; each is built when first used (helpers/lazy-schema.ts). Every schema starts
// with a call of `z`, so `z`'s builders are counted here while every module of the package loads.
const built: string[] = [];
/** The line of the package that called the builder, so a failure names the schema to wrap. */
const where = (stack = '') =>
  stack
    .split('\n')
    .find((line) => line.includes('/src/') && !line.includes('.test.ts'))
    ?.trim() ?? 'unknown';
// A file answer is `z.any().describe(...)`: zod keeps a description in its registry by the schema itself, so those stay
// eager (an any costs nothing to build).
const EAGER = /^any: /;

vi.mock('zod', async (importOriginal) => {
  const actual = await importOriginal<typeof import('zod')>();
  const counted = Object.fromEntries(
    Object.entries(actual.z).map(([name, value]) => [
      name,
      typeof value === 'function' && /^[a-z]/.test(name)
        ? (...args: unknown[]) => {
            built.push(`${name}: ${where(new Error().stack)}`);
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value,
    ]),
  );
  return { ...actual, z: counted };
});

it('loading every module of the domain package builds no schema', async () => {
  const domain = await import('./index');
  const contracts = await import('./contracts/index');
  expect(Object.keys(domain).length).toBeGreaterThan(100);
  expect(Object.keys(contracts).length).toBeGreaterThan(100);
  expect(built.filter((call) => !EAGER.test(call))).toEqual([]);
});

it('builds a schema when it is first used', async () => {
  const { helocApplicationSchema } = await import('./contracts/index');
  expect(helocApplicationSchema.safeParse({}).success).toBe(false);
  expect(built.some((call) => call.startsWith('object: '))).toBe(true);
});
