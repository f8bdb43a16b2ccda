import { isAcceptedRedirectUrl } from '../../lib/redirect-url';

/**
 * Where to go after signing in: the page's redirectUrl when it is accepted (docs/product/widgets-and-calculations.md §2: '/' then a lowercase letter),
 * else the default. The server's own redirectUrl is not used: it does not know the page the user came from.
 */
export const loginTarget = (requested: string | null, fallback: string): string =>
  isAcceptedRedirectUrl(requested) ? requested : fallback;
