import { type Language, messageOfIssue } from '@heloc/domain';
import type { FastifySchemaValidationError } from 'fastify';
import { textIn } from '../i18n/format-message';

// Fastify's validation contexts, and the prefix each gets in a message (body fields go unprefixed).
const PART_LABEL: Record<string, string> = { querystring: 'query', params: 'params', headers: 'headers' };

const valueAt = (root: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    root,
  );

/** The schema's message of an issue in `language`: a domain message by its id (docs/i18n.md), else zod's words. */
const issueText = (issue: FastifySchemaValidationError, language: Language): string => {
  const raised = messageOfIssue(issue.params);
  return raised ? textIn(language, raised) : (issue.message ?? '');
};

/**
 * One message per failed field, naming it (docs/product/registration-and-routing.md §8: the client shows the joined errors list). Body fields are
 * named by their path ('email', 'address.zip'); other parts carry a prefix ('query.organization'). A field that is
 * absent reads '<field> is required'; otherwise '<field>: <the schema's message>', which for the domain's schemas is
 * the spec's own wording ('email: Please enter a valid email address'), in the request's language.
 */
export const validationMessages = (
  issues: readonly FastifySchemaValidationError[],
  part: string | undefined,
  input: unknown,
  language: Language = 'en',
): string[] => {
  const label = part ? PART_LABEL[part] : undefined;
  const messages = issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = label ? [label, ...path].join('.') : path.join('.') || 'body';
    if (path.length === 0 && (input === undefined || input === null)) return `${field} is required`;
    if (path.length > 0 && valueAt(input, path) === undefined && issue.keyword === 'invalid_type')
      return `${field} is required`;
    return `${field}: ${issueText(issue, language)}`;
  });
  return [...new Set(messages)];
};
