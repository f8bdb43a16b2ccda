import type { FastifySchemaValidationError } from 'fastify';

// Fastify's validation contexts, and the prefix each gets in a message (body fields go unprefixed).
const PART_LABEL: Record<string, string> = { querystring: 'query', params: 'params', headers: 'headers' };

const valueAt = (root: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    root,
  );

/**
 * One message per failed field, naming it (docs/product/registration-and-routing.md §8: the client shows the joined errors list). Body fields are
 * named by their path ('email', 'address.zip'); other parts carry a prefix ('query.organization'). A field that is
 * absent reads '<field> is required'; otherwise '<field>: <the schema's message>', which for the domain's schemas is
 * the spec's own wording ('email: Please enter a valid email address').
 */
export const validationMessages = (
  issues: readonly FastifySchemaValidationError[],
  part: string | undefined,
  input: unknown,
): string[] => {
  const label = part ? PART_LABEL[part] : undefined;
  const messages = issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = label ? [label, ...path].join('.') : path.join('.') || 'body';
    if (path.length === 0 && (input === undefined || input === null)) return `${field} is required`;
    if (path.length > 0 && valueAt(input, path) === undefined && issue.keyword === 'invalid_type')
      return `${field} is required`;
    return `${field}: ${issue.message}`;
  });
  return [...new Set(messages)];
};
