import { joinErrorMessages, type Message, textOf, UNEXPECTED_ERROR_MESSAGE } from '@heloc/domain';
import { errorsSchema } from '@heloc/domain/contracts';

export { UNEXPECTED_ERROR_MESSAGE };

/**
 * A failed call (docs/product/widgets-and-calculations.md §8): carries the HTTP status (0 for a network failure or time-out), the parsed body and a
 * message built from the server's errors list (written in the language the call asked for), or one of the domain's
 * messages when the app itself knows what went wrong, shown in the reader's language (docs/i18n.md).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** What the person is told. */
  readonly text: string | Message;

  constructor(status: number, body: unknown, text: string | Message = messageFromBody(body)) {
    super(textOf(text));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.text = text;
  }

  /** The server's error strings, or an empty list. */
  get errors(): string[] {
    const parsed = errorsSchema.safeParse(this.body);
    return parsed.success ? parsed.data.errors : [];
  }
}

/** docs/product/registration-and-routing.md §8, docs/product/application-area.md §8: the server's joined errors list, or 'Something unexpected happened'. */
export const messageFromBody = (body: unknown): string | Message =>
  joinErrorMessages(body, '') || UNEXPECTED_ERROR_MESSAGE;

/** The message to show for any thrown value, for useI18n().localize. */
export const errorMessageOf = (error: unknown): string | Message =>
  error instanceof ApiError ? error.text : UNEXPECTED_ERROR_MESSAGE;

/** The same in English: the operations console stays English (docs/i18n.md). */
export const englishErrorOf = (error: unknown): string => textOf(errorMessageOf(error));
