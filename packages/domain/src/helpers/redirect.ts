/**
 * docs/product/widgets-and-calculations.md §2: /auth/login takes an optional redirectUrl, "accepted only if it starts with a slash followed by a
 * lowercase letter". This keeps redirects on our own site: '/dashboard' is accepted, while '//evil.example'
 * (protocol-relative), 'https://evil.example' and '/\evil.example' are not.
 */
export const isAcceptedRedirectUrl = (redirectUrl: string | null | undefined): boolean =>
  typeof redirectUrl === 'string' && /^\/[a-z]/.test(redirectUrl);
