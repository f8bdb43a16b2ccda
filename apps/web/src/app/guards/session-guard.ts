import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isLegalPublicPath } from '../../features/legal/legal-paths';
import { hasToken } from '../../lib/auth-token';
import { isPublicPath, loginRedirectFor } from '../../lib/public-paths';

/**
 * docs/product/registration-and-routing.md §6, docs/product/application-area.md §4.2: every path but the public ones needs a session; a visitor goes to /auth/login (the signer login
 * for signer paths) with redirectUrl set to where they were going. Runs as the root loader on every navigation.
 */
export const sessionGuardLoader = ({ request }: LoaderFunctionArgs): null => {
  const url = new URL(request.url);
  if (isPublicPath(url.pathname) || isLegalPublicPath(url.pathname) || hasToken()) return null;
  throw redirect(loginRedirectFor(url.pathname, url.search));
};
