import { message } from '../i18n/message';
/** docs/product/widgets-and-calculations.md §5 and docs/product/application-area.md §8: what to show for an unknown error. Word for word, no final period. */
export const UNEXPECTED_ERROR_MESSAGE = message('domain.errors.unexpected', 'Something unexpected happened');

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
export const joinErrorMessages = (
  error: unknown,
  unexpected: string = UNEXPECTED_ERROR_MESSAGE.defaultMessage,
): string => {
  const list = messagesOf(error);
  const messages = Array.isArray(list)
    ? list
        .filter((m): m is string => typeof m === 'string')
        .map((m) => m.trim().replace(/\.+$/, ''))
        .filter(Boolean)
    : [];
  return messages.length === 0 ? unexpected : `${[...new Set(messages)].join(', ')}.`;
};

/** docs/product/registration-and-routing.md §8, docs/product/application-area.md §8: a 403 with one of these messages (or any 401) ends the session and sends the user to login. */
export const UNAUTHENTICATED_MESSAGE = 'unauthenticated';
export const INVALID_SIGNATURE_MESSAGE = 'invalid signature';
export const SESSION_ENDING_MESSAGES = [UNAUTHENTICATED_MESSAGE, INVALID_SIGNATURE_MESSAGE] as const;
/** docs/product/registration-and-routing.md §8, docs/product/application-area.md §8: registering an email that already exists in the organisation. */
export const IDENTITY_EXISTS_MESSAGE = 'identity exists';
/** docs/product/application-area.md §8: the profile request failed. */
export const PROFILE_FETCH_FAILED_MESSAGE = message(
  'domain.errors.profileFetchFailed',
  'Failed to fetch profile details.',
);
/** docs/product/application-area.md §8: a call that needs the stored token found none. */
export const JWT_MISSING_MESSAGE = 'JWT error';

// docs/product/widgets-and-calculations.md §8 and docs/product/application-area.md §8: the errors of the calls around the journey.
/** The telemetry session could not be established in SESSION_MAX_ATTEMPTS tries (raised with status 500). */
export const SESSION_RETRIES_FAILED_MESSAGE = message(
  'domain.errors.sessionRetriesFailed',
  'An error occurred while establishing a session, retries failed',
);
/** A decision call that cannot get a telemetry session. */
export const SESSION_NOT_ESTABLISHED_MESSAGE = message(
  'domain.errors.sessionNotEstablished',
  'Could not establish session',
);
/** A call that resolved without a response. */
export const RESPONSE_NOT_DEFINED_MESSAGE = message(
  'domain.errors.responseNotDefined',
  'Response was not defined for the call',
);
/** docs/product/widgets-and-calculations.md §8: a success whose body cannot be converted to JSON. */
export const RESPONSE_NOT_JSON_MESSAGE = message(
  'domain.errors.responseNotJson',
  'The response could not be converted to JSON',
);
/** Both identity sources (the identity broker's self info and the identity service) failed. */
export const USER_NOT_FOUND_MESSAGE = message('domain.errors.userNotFound', 'User not found');
/** The profile request failed: shown with PROFILE_FETCH_FAILED_MESSAGE. */
export const REQUEST_FAILED_MESSAGE = message('domain.errors.requestFailed', 'Request failed.');
/** docs/product/application-area.md §5.2: the tracker profile needs a profile uuid. */
export const NO_PROFILE_UUID_MESSAGE = 'No profile uuid';
