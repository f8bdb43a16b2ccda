import type { RouteObject } from 'react-router';
import { SIGNER_LOGIN_PATH } from '../../lib/public-paths';
import { redirectRoute } from '../../lib/redirect';
import { lazyPage } from '../lazy-page';

/** spec 02 §2.2: the signer area under /account/heloc/heloc-signer. The index redirects to login; the other children
 * (resume, cancelled, identity, intro, error, sign, documents, conditions) come with the signer issue. */
export const signerRoutes: RouteObject[] = [
  redirectRoute({ index: true }, SIGNER_LOGIN_PATH),
  {
    path: 'login',
    lazy: lazyPage(() => import('../../features/auth/signer-login-page').then((m) => m.SignerLoginPage)),
  },
];
