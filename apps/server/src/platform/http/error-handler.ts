import type { Message } from '@heloc/domain';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../database/unavailable';
import { AppError, UNEXPECTED } from './errors';
import { languageOfRequest } from './language';
import { localizeErrors } from './localize-errors';
import { validationMessages } from './validation-messages';

// Fastify's own client errors (content type, JSON parsing, size), answered in words a caller can act on.
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: must not be empty when Content-Type is application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: is not valid JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type: unsupported media type; send application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body: is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length: does not match the body',
};

/**
 * Every error answers `{ errors: [...] }` (docs/product/registration-and-routing.md §8, docs/product/application-area.md §8). Input problems are 4xx naming the field; only our own
 * faults are 500, logged with their stack and answered with the generic message.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // docs/i18n.md: the messages in the language the request reads in (English as written otherwise).
      const language = languageOfRequest(request);
      const answer = (status: number, errors: ReadonlyArray<string | Message>) =>
        reply.code(status).send({ errors: localizeErrors(errors, language) });
      if (error instanceof AppError) {
        // Every 429 says when to come back; a minute when the thrower did not know better.
        if (error.statusCode === 429 || error.details.retryAfterSeconds !== undefined) {
          reply.header('retry-after', String(Math.max(1, error.details.retryAfterSeconds ?? 60)));
        }
        return answer(error.statusCode, [error.text]);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const part = error.validationContext;
        const input =
          part === 'body'
            ? request.body
            : part === 'querystring'
              ? request.query
              : part === 'params'
                ? request.params
                : request.headers;
        return answer(400, validationMessages(error.validation, part, input, language));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // A JSON syntax error carries a SyntaxError message and statusCode 400 but sometimes no FST code.
        const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
        const message =
          known ?? (error instanceof SyntaxError ? FASTIFY_CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
        return answer(status, [message ?? 'Bad request']);
      }
      if (isDatabaseUnavailable(error)) {
        // The database is away (restart, failover): say so at once; the pool reconnects by itself.
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return answer(503, [DATABASE_UNAVAILABLE_MESSAGE]);
      }
      request.log.error({ err: error }, 'unhandled error');
      return answer(500, [UNEXPECTED]);
    });
  },
  { name: 'error-handler' },
);
