import { randomUUID } from 'node:crypto';
import type { Contract } from '@heloc/domain/contracts';
import type { z } from 'zod';
import { defOf } from './fuzz-arbitraries';

/** A value a path parameter accepts: a random uuid, an enum's first value, else a short word. */
export const paramValue = (schema: z.ZodType): string => {
  let def = defOf(schema);
  while ((def.type === 'optional' || def.type === 'default' || def.type === 'pipe') && def.innerType)
    def = defOf(def.innerType as z.ZodType);
  if (def.type === 'enum') return String(Object.values(def.entries as Record<string, string>)[0]);
  if (def.type === 'string' && (def as { format?: string }).format === 'uuid') return randomUUID();
  const checks = def.checks ?? [];
  if (checks.some((c) => (c._zod.def as { format?: string }).format === 'uuid')) return randomUUID();
  return schema.safeParse(randomUUID()).success ? randomUUID() : 'x';
};

/**
 * A URL of a route's path (Fastify style, `:param` and `*`): the values `fixed` names, else one each parameter's schema
 * accepts, else a random uuid; a wildcard is one short word.
 */
export const urlOfPath = (
  path: string,
  params: z.ZodObject | undefined,
  fixed: Readonly<Record<string, string>> = {},
): string => {
  const shape = params ? (defOf(params).shape as Record<string, z.ZodType>) : {};
  return path
    .replace(/:(\w+)/g, (_m, key: string) =>
      encodeURIComponent(fixed[key] ?? (shape[key] ? paramValue(shape[key]) : randomUUID())),
    )
    .replace(/\*$/, 'x');
};

/** A URL of a contract's path, each parameter a value its schema accepts (or `fixed`'s). */
export const urlOf = (contract: Contract, fixed: Readonly<Record<string, string>> = {}): string =>
  urlOfPath(contract.path, contract.params, fixed);
