/** docs/product/widgets-and-calculations.md §5 and docs/product/application-area.md §8: what to show for an unknown error. Word for word, no final period. */
export const UNEXPECTED_ERROR_MESSAGE = 'Something unexpected happened';

const messagesOf = (error: unknown): unknown => {
  if (Array.isArray(error)) return error;
  if (typeof error === 'object' && error !== null && 'errors' in error) return error.errors;
  return undefined;
};

/**
 * docs/product/widgets-and-calculations.md §5: "Error messages are joined without duplicates, separated by commas, ending with a period; an unknown
 * error gives 'Something unexpected happened'". Accepts a list of messages or an error body `{ errors: [...] }`
 * (docs/product/application-area.md §8: "the server's joined errors list"). Messages are trimmed and a trailing period on each is dropped,
 * so ['Bad zip.', 'Bad zip', 'Bad city'] → 'Bad zip, Bad city.'. Anything without at least one non-empty string
 * message is an unknown error.
 */
export const joinErrorMessages = (error: unknown): string => {
  const list = messagesOf(error);
  const messages = Array.isArray(list)
    ? list
        .filter((m): m is string => typeof m === 'string')
        .map((m) => m.trim().replace(/\.+$/, ''))
        .filter(Boolean)
    : [];
  return messages.length === 0 ? UNEXPECTED_ERROR_MESSAGE : `${[...new Set(messages)].join(', ')}.`;
};

/** docs/product/registration-and-routing.md §8, docs/product/application-area.md §8: a 403 with one of these messages (or any 401) ends the session and sends the user to login. */
export const UNAUTHENTICATED_MESSAGE = 'unauthenticated';
export const INVALID_SIGNATURE_MESSAGE = 'invalid signature';
export const SESSION_ENDING_MESSAGES = [UNAUTHENTICATED_MESSAGE, INVALID_SIGNATURE_MESSAGE] as const;
/** docs/product/registration-and-routing.md §8, docs/product/application-area.md §8: registering an email that already exists in the organisation. */
export const IDENTITY_EXISTS_MESSAGE = 'identity exists';
/** docs/product/application-area.md §8: the profile request failed. */
export const PROFILE_FETCH_FAILED_MESSAGE = 'Failed to fetch profile details.';
/** docs/product/application-area.md §8: a call that needs the stored token found none. */
export const JWT_MISSING_MESSAGE = 'JWT error';
