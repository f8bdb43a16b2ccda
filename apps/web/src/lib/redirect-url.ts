import { SAFE_REDIRECT_URL } from '@heloc/domain/contracts';

// spec 03 §2: the login page's redirectUrl is accepted only if it starts with a slash followed by a lowercase letter,
// which keeps it on this site ('//evil.example' and 'https://evil.example' fail).
export const isAcceptedRedirectUrl = (value: string | null | undefined): value is string =>
  typeof value === 'string' && SAFE_REDIRECT_URL.test(value);
