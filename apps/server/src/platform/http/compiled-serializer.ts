import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = Record<string, unknown>;

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * `X | null` as `{ type: [X, 'null'] }` where X is a scalar: fast-json-stringify then writes it directly instead of
 * validating each branch of an anyOf at run time.
 */
const simplifyNullable = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(
    Object.entries(schema as JsonSchema).map(([key, value]) => [key, simplifyNullable(value)]),
  );
  const branches = node.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = branches[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string' && SCALAR_TYPES.has(other.type)) {
      const { anyOf: _anyOf, ...rest } = node;
      return {
        ...rest,
        ...other,
        type: [other.type, 'null'],
        ...(Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {}),
      };
    }
  }
  return node;
};

/**
 * Serialises an answer by a function compiled once from the zod response schema's JSON schema, instead
 * of parsing the answer with zod and stringifying it generically on every request: only the schema's properties are
 * written, as the zod serializer does. A schema JSON cannot express (transforms, dates) keeps the zod serializer.
 */
export const compiledSerializer: FastifySerializerCompiler<unknown> = (route) => {
  try {
    const jsonSchema = simplifyNullable(z.toJSONSchema(route.schema as ZodType, { io: 'output' })) as JsonSchema;
    delete jsonSchema.$schema;
    const stringify = fastJson(jsonSchema);
    return (data) => stringify(data);
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
};
