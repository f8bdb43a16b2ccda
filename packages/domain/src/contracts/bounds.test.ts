import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type Contract, limitsOf } from './contract';
import * as contracts from './index';

/*
 * "anonymous storage": every string and every array a caller can send is bounded, so no request can make
 * the server store (or even validate) an unbounded value. This walks the zod 4 definitions (`schema._zod.def`) of
 * every exported contract's request side: body, querystring, params, headers and multipart fields.
 */

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; maximum?: number; length?: number; pattern?: RegExp } } }[];
  format?: string;
  [key: string]: unknown;
}
const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

/** An anchored pattern without an unbounded quantifier (`*`, `+`, `{n,}`) matches strings of bounded length only. */
const isBoundedPattern = (pattern: RegExp): boolean => {
  const source = pattern.source
    .replace(/\\./g, 'e') // escaped characters
    .replace(/\[[^\]]*\]/g, 'c'); // character classes
  return source.startsWith('^') && source.endsWith('$') && !/[*+]|\{\d+,\}/.test(source);
};

const hasMax = (def: Def): boolean =>
  (def.checks ?? []).some(({ _zod: { def: check } }) => {
    if (check.check === 'max_length' || check.check === 'length_equals') return true;
    return check.check === 'string_format' && check.pattern !== undefined && isBoundedPattern(check.pattern);
  });

/** The paths of every unbounded string, array, record or unknown value inside a schema. */
const unboundedPaths = (schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] => {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (child: unknown, at = path) => unboundedPaths(child as z.ZodType, at, seen);
  switch (def.type) {
    case 'string': {
      // A format whose own pattern is bounded (uuid, a fixed date) counts; email, url, datetime do not.
      const ownPattern = (schema._zod as unknown as { pattern?: RegExp }).pattern;
      const formatBounded = def.format !== undefined && ownPattern !== undefined && isBoundedPattern(ownPattern);
      return hasMax(def) || formatBounded ? [] : [path];
    }
    case 'array':
      return [...(hasMax(def) ? [] : [`${path}[] (length)`]), ...inner(def.element, `${path}[]`)];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
        inner(child, `${path}.${key}`),
      );
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{value}`)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'tuple':
      return [...(def.items as z.ZodType[]).flatMap((item, i) => inner(item, `${path}[${i}]`))];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    case 'unknown':
    case 'any':
      return [`${path} (any value)`];
    default:
      // number, boolean, enum, literal, null, transform (its input is walked by the pipe), date ...
      return [];
  }
};

const ALL = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, Contract] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'response' in entry[1],
);

const requestParts = (contract: Contract): [string, z.ZodType][] =>
  [
    ['params', contract.params],
    ['querystring', contract.querystring],
    ['headers', contract.headers],
    ['body', contract.body],
    ['multipart', contract.multipart?.fields],
  ].filter((part): part is [string, z.ZodType] => part[1] !== undefined);

describe('every request string and array is bounded', () => {
  it('finds every contract', () => {
    expect(ALL.length).toBeGreaterThan(90);
  });

  it('has no unbounded string, array or any-value in any request part of any contract', () => {
    const problems = ALL.flatMap(([name, contract]) =>
      requestParts(contract).flatMap(([part, schema]) => unboundedPaths(schema, `${name} ${part}`)),
    );
    expect(problems).toEqual([]);
  });

  it('tells bounded patterns from unbounded ones', () => {
    expect(isBoundedPattern(/^\d{5}$/)).toBe(true);
    expect(isBoundedPattern(/^[a-z+*]{2}$/)).toBe(true);
    expect(isBoundedPattern(/^\d+$/)).toBe(false);
    expect(isBoundedPattern(/^\d{2,}$/)).toBe(false);
    expect(isBoundedPattern(/\d{5}/)).toBe(false);
    expect(isBoundedPattern(/^\/.*/)).toBe(false);
  });

  it('gives every anonymous call a small body limit and a per-address rate limit (health checks aside)', () => {
    const anonymous = ALL.filter(([, c]) => c.auth === 'public');
    expect(anonymous.length).toBeGreaterThan(30);
    for (const [name, contract] of anonymous) {
      const limits = limitsOf(contract);
      // A visitor's chat attachment is the one anonymous file: at most 10 MB, still rate limited per address.
      const most = name === 'uploadChatAttachmentContract' ? 11 * 1024 * 1024 : 16 * 1024;
      expect(limits.bodyLimitBytes, name).toBeLessThanOrEqual(most);
      expect(limits.perAddressRateLimit, name).toBe(name !== 'healthzContract');
    }
    expect(limitsOf(contracts.getHelocApplicationContract)).toEqual({ perAddressRateLimit: false });
  });
});
