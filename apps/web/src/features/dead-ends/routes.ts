import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { groupIndexRoute } from '../../lib/redirect';

const loadAdverseActionPage = lazyPage(() => import('./decline/adverse-action-page').then((m) => m.AdverseActionPage));
const loadReviewPage = lazyPage(() => import('./decisions/review-page').then((m) => m.ReviewPage));

/**
 * The ways out of dead ends under /{uuid}: a frozen or missing credit file, a property not found, the manual reviews,
 * the flood certificate and insurance, and the adverse action notice. The error and review-app groups are shared
 * with the shell's waiting screens (features/application-shell/routes.ts), which holds their index.
 */
export const deadEndRoutes: RouteObject[] = [
  {
    // The credit dead ends, each with a way out.
    path: 'credit',
    children: [
      groupIndexRoute(),
      { path: 'social', lazy: lazyPage(() => import('./credit/credit-social-page').then((m) => m.CreditSocialPage)) },
      { path: 'error', lazy: lazyPage(() => import('./credit/credit-error-page').then((m) => m.CreditErrorPage)) },
    ],
  },
  // The adverse action notice (one page, headed per screen) and the flood certificate wait.
  {
    path: 'error',
    children: [
      ...(['decline', 'credit', 'income'] as const).map((child) => ({
        path: child,
        handle: { screen: `error/${child}` },
        lazy: loadAdverseActionPage,
      })),
      { path: 'flood-cert', lazy: lazyPage(() => import('./decisions/flood-cert-page').then((m) => m.FloodCertPage)) },
    ],
  },
  {
    path: 'insurance',
    children: [
      groupIndexRoute(),
      {
        path: 'requirements',
        lazy: lazyPage(() =>
          import('./decisions/insurance-requirements-page').then((m) => m.InsuranceRequirementsPage),
        ),
      },
      {
        path: 'upload',
        lazy: lazyPage(() => import('./decisions/insurance-upload-page').then((m) => m.InsuranceUploadPage)),
      },
    ],
  },
  {
    path: 'review-app',
    children: [
      // The manual reviews (one page, its copy per review).
      ...(['incorrect-pin', 'no-credit', 'uw', 'delinquency', 'incorrect-ownership'] as const).map((child) => ({
        path: child,
        handle: { screen: `review-app/${child}` },
        lazy: loadReviewPage,
      })),
      {
        path: 'property',
        lazy: lazyPage(() => import('./property/property-review-page').then((m) => m.PropertyReviewPage)),
      },
    ],
  },
];
