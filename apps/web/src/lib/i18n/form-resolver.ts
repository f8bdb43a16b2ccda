import { messageOfIssue } from '@heloc/domain';
import { zodResolver as zodResolverOfTheLibrary } from '@hookform/resolvers/zod';
import { referenceTo } from './message-references';

/*
 * react-hook-form's zod resolver, whose errors name the domain's messages by reference (message-references.ts): a
 * zod issue reads the spec's English and carries the message it was raised with (packages/domain i18n/message.ts),
 * which the form library would drop. Every form takes its resolver from here (docs/i18n.md).
 */

interface Issue {
  message: string;
  errors?: Issue[][];
}

const refer = (issues: Issue[]): void => {
  for (const issue of issues) {
    const raised = messageOfIssue(issue);
    if (raised) issue.message = referenceTo(raised);
    for (const branch of issue.errors ?? []) refer(branch);
  }
};

const referring = (error: unknown): unknown => {
  const issues = (error as { issues?: unknown } | null)?.issues;
  if (Array.isArray(issues)) refer(issues as Issue[]);
  return error;
};

interface Parsing {
  parse: (values: unknown, options?: unknown) => unknown;
  parseAsync: (values: unknown, options?: unknown) => Promise<unknown>;
}

/**
 * The schema, its failures naming their messages by reference: the library calls its parse or parseAsync. Defined,
 * not assigned, on an object whose prototype is the schema: an assignment would reach a schema built on first use
 * (packages/domain helpers/lazy-schema.ts), which passes it on to the schema itself.
 */
const withReferences = <T extends object>(schema: T): T => {
  const parsing = schema as T & Parsing;
  return Object.create(schema, {
    parse: {
      value: (values: unknown, options?: unknown) => {
        try {
          return parsing.parse(values, options);
        } catch (error) {
          throw referring(error);
        }
      },
    },
    parseAsync: {
      value: (values: unknown, options?: unknown) =>
        parsing.parseAsync(values, options).catch((error: unknown) => Promise.reject(referring(error))),
    },
  }) as T;
};

export const zodResolver = ((schema: object, ...rest: unknown[]) =>
  (zodResolverOfTheLibrary as (schema: object, ...rest: unknown[]) => unknown)(
    withReferences(schema),
    ...rest,
  )) as typeof zodResolverOfTheLibrary;

/** A zod issue's text for a form's error: a reference to the message it was raised with, else zod's words. */
export const formErrorOf = (issue: { message: string }): string => {
  const raised = messageOfIssue(issue);
  return raised ? referenceTo(raised) : issue.message;
};
