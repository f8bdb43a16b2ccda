import {
  INVALID_SIGNATURE_MESSAGE,
  type Message,
  textOf,
  UNAUTHENTICATED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from '@heloc/domain';

/**
 * Errors the services throw on purpose. Each carries a code; the error handler maps codes to HTTP statuses and
 * answers `{ errors: [message] }` (docs/product/registration-and-routing.md §8, docs/product/application-area.md §8), so services never pick status codes themselves.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  // docs/product/registration-and-routing.md §8: identity creation answering 401 means the account exists.
  identity_exists: 401,
  // A forged token is an invalid token like any other (docs/product/registration-and-routing.md §8: 401 ends the session); its message
  // still says why.
  invalid_signature: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  /**
   * What the caller is told: a domain message, rendered by its id in the request's language (docs/i18n.md), or a text
   * answered as it is (a wire code such as 'unauthenticated', a field's name, a message only staff or developers read).
   */
  readonly text: string | Message;

  constructor(
    readonly code: ErrorCode,
    text: string | Message,
    /** For a 429 (and a 503): when the caller may try again, sent as Retry-After. */
    readonly details: { retryAfterSeconds?: number } = {},
  ) {
    // The English, for logs and for a test that reads the error itself.
    super(textOf(text));
    this.name = 'AppError';
    this.text = text;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** docs/product/registration-and-routing.md §8: 403 with the message 'unauthenticated' or 'invalid signature' sends the user to login. */
export const UNAUTHENTICATED = UNAUTHENTICATED_MESSAGE;
export const INVALID_SIGNATURE = INVALID_SIGNATURE_MESSAGE;
export const NOT_FOUND = 'Not found';
/** docs/product/registration-and-routing.md §8: the generic message when nothing better is known. */
export const UNEXPECTED = UNEXPECTED_ERROR_MESSAGE;
