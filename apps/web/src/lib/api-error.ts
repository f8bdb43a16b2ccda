import { joinErrorMessages, UNEXPECTED_ERROR_MESSAGE } from '@heloc/domain';
import { errorsSchema } from '@heloc/domain/contracts';

export { UNEXPECTED_ERROR_MESSAGE };

/**
 * A failed call (docs/product/widgets-and-calculations.md §8): carries the HTTP status (0 for a network failure or time-out), the parsed body and a
 * message built from the server's errors list.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message = messageFromBody(body)) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's error strings, or an empty list. */
  get errors(): string[] {
    const parsed = errorsSchema.safeParse(this.body);
    return parsed.success ? parsed.data.errors : [];
  }
}

/** docs/product/registration-and-routing.md §8, docs/product/application-area.md §8: the server's joined errors list, or 'Something unexpected happened'. */
export const messageFromBody = (body: unknown): string => joinErrorMessages(body);

/** The message to show for any thrown value. */
export const errorMessageOf = (error: unknown): string =>
  error instanceof ApiError ? error.message : UNEXPECTED_ERROR_MESSAGE;
