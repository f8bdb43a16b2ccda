import { isAcceptedRedirectUrl as isAccepted } from '@heloc/domain';

/**
 * docs/product/widgets-and-calculations.md §2: the login page's redirectUrl is accepted only if it starts with a slash followed by a lowercase letter,
 * which keeps it on this site ('//evil.example' and 'https://evil.example' fail). The domain rule, as a type guard.
 */
export const isAcceptedRedirectUrl = (value: string | null | undefined): value is string => isAccepted(value);
