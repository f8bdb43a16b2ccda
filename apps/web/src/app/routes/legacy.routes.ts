import type { RouteObject } from 'react-router';
import { BASE_PATH, SIGNER_BASE_PATH } from '../../lib/public-paths';
import { redirectRoute } from '../../lib/redirect';

const moveUnder = (oldPrefix: string, newPrefix: string) => (url: URL) =>
  newPrefix + url.pathname.slice(oldPrefix.length);

/** docs/product/registration-and-routing.md §2, docs/product/application-area.md §2.2: the old paths /account/register and /account/heloc-signer (and below) move under the base path,
 * keeping the whole query string (referral and offer parameters). */
export const legacyRoutes: RouteObject[] = [
  redirectRoute({ path: 'account/register/*' }, moveUnder('/account/register', `${BASE_PATH}/register`), {
    keepSearch: true,
  }),
  redirectRoute({ path: 'account/heloc-signer/*' }, moveUnder('/account/heloc-signer', SIGNER_BASE_PATH), {
    keepSearch: true,
  }),
];
