import { z } from 'zod';

/*
 * The fields an answer's schema can carry, as paths (`documents[].name`, `offers[].apr`, `flags{}.enabled`): what the
 * privacy test compares with each answer's allow-list and with the fields staff contracts mark as the lender's own
 * (docs/product/privacy.md).
 */

/** A field of an answer: its path, and the schema found there. */
export interface AnswerField {
  path: string;
  schema: z.ZodType;
}

const inner = (schema: z.ZodType): z.ZodType | undefined => {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodNonOptional
  )
    return schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodLazy) return schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodPipe) return schema.out as z.ZodType;
  return undefined;
};

/** Every field an answer of `schema` can carry, each path once, in the order met. */
export const answerFields = (schema: z.ZodType): AnswerField[] => {
  const fields: AnswerField[] = [];
  const seen = new Set<z.ZodType>();
  const visit = (node: z.ZodType, path: string): void => {
    const unwrapped = inner(node);
    if (unwrapped) return visit(unwrapped, path);
    // A schema met again on the same branch (a recursive one) adds nothing new.
    if (seen.has(node)) return;
    seen.add(node);
    if (node instanceof z.ZodObject) {
      for (const [key, value] of Object.entries(node.shape as Record<string, z.ZodType>)) {
        const fieldPath = path ? `${path}.${key}` : key;
        fields.push({ path: fieldPath, schema: value });
        visit(value, fieldPath);
      }
    } else if (node instanceof z.ZodArray) visit(node.element as z.ZodType, `${path}[]`);
    else if (node instanceof z.ZodRecord) visit(node.valueType as z.ZodType, `${path}{}`);
    else if (node instanceof z.ZodTuple) (node.def.items as z.ZodType[]).forEach((item) => visit(item, `${path}[]`));
    else if (node instanceof z.ZodUnion) (node.options as z.ZodType[]).forEach((option) => visit(option, path));
    else if (node instanceof z.ZodIntersection) {
      visit(node.def.left as z.ZodType, path);
      visit(node.def.right as z.ZodType, path);
    }
    seen.delete(node);
  };
  visit(schema, '');
  const unique = new Map<string, AnswerField>();
  for (const field of fields) if (!unique.has(field.path)) unique.set(field.path, field);
  return [...unique.values()];
};
