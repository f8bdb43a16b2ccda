import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaOnFirstUse } from './lazy-schema';

const counted = () => {
  let builds = 0;
  const schema = schemaOnFirstUse(() => {
    builds += 1;
    return z.object({ uuid: z.string().min(1), amount: z.number().int().nullable() });
  });
  return { schema, builds: () => builds };
};

describe('a schema built on first use', () => {
  it('is not built until it is used, then built once', () => {
    const { schema, builds } = counted();
    expect(builds()).toBe(0);
    expect(schema.parse({ uuid: 'a', amount: 3 })).toEqual({ uuid: 'a', amount: 3 });
    expect(schema.safeParse({ uuid: '', amount: 1.5 }).success).toBe(false);
    expect(builds()).toBe(1);
  });

  it('stands in for the schema: its shape, its methods, instanceof, inside other schemas', () => {
    const { schema } = counted();
    expect(Object.keys(schema.shape)).toEqual(['uuid', 'amount']);
    expect('shape' in schema).toBe(true);
    expect(schema).toBeInstanceOf(z.ZodObject);
    expect(Object.getPrototypeOf(schema)).toBe(Object.getPrototypeOf(z.object({})));
    expect(schema.optional().parse(undefined)).toBeUndefined();
    const list = schemaOnFirstUse(() => z.array(schema));
    expect(list.parse([{ uuid: 'b', amount: null }])).toEqual([{ uuid: 'b', amount: null }]);
    expect(() => list.parse([{ uuid: 'b' }])).toThrow();
  });

  it('gives the same JSON schema as the schema it stands for', () => {
    const eager = z.object({ uuid: z.string().min(1), amount: z.number().int().nullable() });
    expect(z.toJSONSchema(counted().schema)).toEqual(z.toJSONSchema(eager));
  });

  it('passes writes, definitions and deletions through to the schema', () => {
    const { schema } = counted();
    const target = schema as unknown as Record<string, unknown>;
    target.note = 'kept';
    expect(target.note).toBe('kept');
    Object.defineProperty(target, 'label', { value: 'defined', enumerable: false });
    expect(Object.getOwnPropertyDescriptor(target, 'label')).toMatchObject({ value: 'defined', configurable: true });
    expect(delete target.note).toBe(true);
    expect('note' in target).toBe(false);
    expect(Object.getOwnPropertyDescriptor(target, 'absent')).toBeUndefined();
  });
});
