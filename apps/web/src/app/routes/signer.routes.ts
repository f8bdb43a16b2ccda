import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SIGNER_BASE_PATH, SIGNER_LOGIN_PATH } from '../../lib/public-paths';
import { redirectRoute } from '../../lib/redirect';
import { lazyPage } from '../../lib/lazy-page';

const signerPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: lazyPage(load),
});

/**
 * docs/product/application-area.md §2.2: the signer area under /account/heloc/heloc-signer. The index redirects to login; the
 * children are resume (the invitation link), login, intro, identity, sign, documents, conditions (index,
 * upload-document, identity: /heloc-signer/conditions/{location}; any other path under it redirects up), cancelled
 * and error.
 */
export const signerRoutes: RouteObject[] = [
  redirectRoute({ index: true }, SIGNER_LOGIN_PATH),
  {
    path: 'login',
    lazy: lazyPage(() => import('../../features/auth/signer-login-page').then((m) => m.SignerLoginPage)),
  },
  signerPage('resume', () => import('../../features/signer/resume-page').then((m) => m.ResumePage)),
  signerPage('intro', () => import('../../features/signer/intro-page').then((m) => m.SignerIntroPage)),
  signerPage('identity', () => import('../../features/signer/identity-page').then((m) => m.SignerIdentityPage)),
  signerPage('sign', () => import('../../features/signer/sign-page').then((m) => m.SignerSignPage)),
  signerPage('documents', () => import('../../features/signer/documents-page').then((m) => m.SignerDocumentsPage)),
  // The additional signer's own eNotary session.
  signerPage('notary', () => import('../../features/signer/notary-page').then((m) => m.SignerNotaryPage)),
  {
    path: 'conditions',
    children: [
      {
        index: true,
        lazy: lazyPage(() =>
          import('../../features/signer/signer-conditions-page').then((m) => m.SignerConditionsPage),
        ),
      },
      signerPage('upload-document', () =>
        import('../../features/signer/signer-condition-upload-page').then((m) => m.SignerConditionUploadPage),
      ),
      signerPage('identity', () =>
        import('../../features/signer/signer-condition-identity-page').then((m) => m.SignerConditionIdentityPage),
      ),
      redirectRoute({ path: '*' }, `${SIGNER_BASE_PATH}/conditions`),
    ],
  },
  signerPage('cancelled', () => import('../../features/signer/cancelled-page').then((m) => m.SignerCancelledPage)),
  signerPage('error', () => import('../../features/signer/error-page').then((m) => m.SignerErrorPage)),
];
