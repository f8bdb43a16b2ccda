import fc from 'fast-check';
import type { z } from 'zod';

/*
 * Fast-check arbitraries that follow a zod 4 schema's shape (object shapes, enum values, patterns, maxima)
 * but draw leaves from hostile classes. Used by contract-fuzz.test.ts.
 */

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; maximum?: number; length?: number; pattern?: RegExp } } }[];
  [key: string]: unknown;
}
/** A schema's definition, read as plain fields (zod's own types name each kind's fields apart). */
export const defOf = (schema: z.ZodType): Def => {
  const fields: Record<string, unknown> = { ...schema._zod.def };
  return fields as Def;
};

/** The pattern zod made for a string format (email, uuid, ...), when it made one. */
const formatPatternOf = (schema: z.ZodType): RegExp | undefined => {
  const internals: object = schema._zod;
  return 'pattern' in internals && internals.pattern instanceof RegExp ? internals.pattern : undefined;
};

const LONG = 'x'.repeat(100_000);
const HOSTILE_STRINGS = [
  `a${String.fromCharCode(0)}b`,
  String.fromCharCode(0),
  '\uD800',
  'x\uDFFFy',
  'ok\uDBFF',
  '\u0001\u0002\u001b[31m\u007f\t\r\n',
  '\u202Eevil',
  '',
  ' ',
  LONG,
  "'; drop table applications; --",
  '../../../etc/passwd',
  '%00%ff%c0%af',
  '{"$ne":null}',
  '__proto__',
  'Ω≈ç√∫😀',
  '0',
  '-1',
  '1e309',
];
const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  // One child per level: a tree that shares a child between two keys would serialise exponentially.
  for (let i = 0; i < depth; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
};
const DEEP = deep(40);
const DEEPER = deep(1000);
const HUGE_ARRAY = Array.from({ length: 20_000 }, (_, i) => i % 7);
/** A value of the wrong shape, anywhere. */
const chaos = fc.oneof(
  fc.constantFrom<unknown>(null, 0, -1, 1e308, true, '', [], {}, DEEP, DEEPER, HUGE_ARRAY, [DEEP], {
    __proto__: { a: 1 },
  }),
  fc.jsonValue({ maxDepth: 2 }),
);

const maxOf = (def: Def): number | undefined =>
  (def.checks ?? []).map((c) => c._zod.def.maximum ?? c._zod.def.length).find((m) => m !== undefined);
const patternOf = (schema: z.ZodType, def: Def): RegExp | undefined =>
  (def.checks ?? []).map((c) => c._zod.def.pattern).find(Boolean) ?? (def.format ? formatPatternOf(schema) : undefined);

/** A string that follows the schema (when we can tell how), at its maximum, or hostile. */
const stringArbitrary = (schema: z.ZodType, def: Def): fc.Arbitrary<unknown> => {
  const max = maxOf(def);
  const pattern = patternOf(schema, def);
  const valid: fc.Arbitrary<string>[] = [fc.string({ maxLength: 20 })];
  if (def.format === 'email') valid.push(fc.emailAddress());
  else if (def.format === 'guid' || def.format === 'uuid') valid.push(fc.uuid());
  // stringMatching knows only the d, g, m, s and u flags.
  else if (pattern && /^[dgmsu]*$/.test(pattern.flags))
    valid.push(fc.stringMatching(pattern).map((s) => s.slice(0, 300)));
  if (max !== undefined) valid.push(fc.constantFrom('a'.repeat(max), 'a'.repeat(max + 1)));
  return fc.oneof({ arbitrary: fc.oneof(...valid), weight: 3 }, { arbitrary: hostileString, weight: 3 });
};

/** Values shaped like `schema`, with hostile leaves and, now and then, chaos in place of any part. */
export const arbitraryFor = (schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  const shaped = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return stringArbitrary(schema, def);
      case 'number':
      case 'int':
        return fc.oneof(
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.constantFrom(0, -0, 1e21),
        );
      case 'bigint':
        return fc.integer();
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'null':
        return fc.constant(null);
      case 'object': {
        const shape = def.shape as Record<string, z.ZodType>;
        const model = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, arbitraryFor(v, depth + 1)]));
        return fc.oneof(fc.record(model), fc.record(model, { requiredKeys: [] }));
      }
      case 'array':
        return fc.array(arbitraryFor(def.element as z.ZodType, depth + 1), { maxLength: 4 });
      case 'record':
        return fc.dictionary(
          fc.oneof(fc.string({ maxLength: 10 }), hostileString),
          arbitraryFor(def.valueType as z.ZodType, depth + 1),
          {
            maxKeys: 4,
          },
        );
      case 'union':
        return fc.oneof(...(def.options as z.ZodType[]).map((o) => arbitraryFor(o, depth)));
      case 'intersection':
        return fc
          .tuple(arbitraryFor(def.left as z.ZodType, depth), arbitraryFor(def.right as z.ZodType, depth))
          .map(([a, b]) =>
            typeof a === 'object' && typeof b === 'object' ? { ...(a as object), ...(b as object) } : a,
          );
      case 'optional':
        return fc.oneof(fc.constant(undefined), arbitraryFor(def.innerType as z.ZodType, depth));
      case 'nullable':
        return fc.oneof(fc.constant(null), arbitraryFor(def.innerType as z.ZodType, depth));
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return arbitraryFor(def.innerType as z.ZodType, depth);
      case 'pipe':
        return arbitraryFor(def.in as z.ZodType, depth);
      case 'lazy':
        return depth > 4 ? chaos : arbitraryFor((def.getter as () => z.ZodType)(), depth + 1);
      default:
        return chaos;
    }
  })();
  return fc.oneof({ arbitrary: shaped, weight: 9 }, { arbitrary: chaos, weight: 1 });
};

/** Text safe to put in a URL: a lone surrogate cannot be encoded, so it is sent as invalid UTF-8 instead. */
export const urlEncode = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};
/** Header values can carry visible ASCII only (anything else never leaves a real client). */
export const headerSafe = (value: unknown): string =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(/[^\x20-\x7e]/g, '?').slice(0, 8000);
