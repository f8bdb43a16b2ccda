import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { groupIndexRoute, parentPath, redirectRoute } from '../../lib/redirect';

const loadOAuthReturnPage = lazyPage(() => import('./income/oauth-return-page').then((m) => m.OAuthReturnPage));

/**
 * Finishing the application under /{uuid}: more details (start/*), income, identity, liens and their payoff, and
 * the valuation of a home without an automated value (bpo/*, hold).
 */
export const finishingRoutes: RouteObject[] = [
  {
    path: 'start',
    children: [
      groupIndexRoute(),
      { path: 'profile', lazy: lazyPage(() => import('./start/profile-page').then((m) => m.ProfilePage)) },
      { path: 'contact', lazy: lazyPage(() => import('./start/contact-page').then((m) => m.ContactPage)) },
      { path: 'hmda', lazy: lazyPage(() => import('./start/hmda-page').then((m) => m.HmdaPage)) },
      { path: 'app-summary', lazy: lazyPage(() => import('./start/app-summary-page').then((m) => m.AppSummaryPage)) },
    ],
  },
  {
    path: 'income',
    children: [
      groupIndexRoute(),
      { path: 'review', lazy: lazyPage(() => import('./income/income-review-page').then((m) => m.IncomeReviewPage)) },
      // docs/product/application-area.md §2.1: link alone redirects to review.
      redirectRoute({ path: 'link' }, (url) => `${parentPath(url.pathname)}/review`),
      { path: 'link/:type', lazy: lazyPage(() => import('./income/income-link-page').then((m) => m.IncomeLinkPage)) },
      {
        path: 'upload/:type',
        lazy: lazyPage(() => import('./income/income-upload-page').then((m) => m.IncomeUploadPage)),
      },
      {
        path: 'employer-verification',
        lazy: lazyPage(() => import('./income/employer-verification-page').then((m) => m.EmployerVerificationPage)),
      },
      { path: 'pointserv-callback', lazy: loadOAuthReturnPage },
    ],
  },
  { path: 'identity', lazy: lazyPage(() => import('./identity/identity-page').then((m) => m.IdentityPage)) },
  { path: 'liens', lazy: lazyPage(() => import('./liens/liens-page').then((m) => m.LiensPage)) },
  {
    path: 'payoff',
    children: [
      groupIndexRoute(),
      { path: 'hold', lazy: lazyPage(() => import('./payoff/payoff-hold-page').then((m) => m.PayoffHoldPage)) },
    ],
  },
  // The valuation of a home without an automated value, and the on-site appraisal hold.
  {
    path: 'bpo',
    children: [
      groupIndexRoute(),
      {
        path: 'estimate-value',
        lazy: lazyPage(() => import('./valuation/estimate-value-page').then((m) => m.EstimateValuePage)),
      },
      {
        path: 'condition',
        lazy: lazyPage(() => import('./valuation/property-condition-page').then((m) => m.PropertyConditionPage)),
      },
      {
        path: 'order-bpo',
        lazy: lazyPage(() => import('./valuation/order-valuation-page').then((m) => m.OrderValuationPage)),
      },
      ...['hold', 'waiting'].map((path) => ({
        path,
        lazy: lazyPage(() => import('./valuation/valuation-wait-page').then((m) => m.ValuationWaitPage)),
      })),
    ],
  },
  { path: 'hold', lazy: lazyPage(() => import('./valuation/appraisal-hold-page').then((m) => m.AppraisalHoldPage)) },
];

/**
 * docs/product/application-area.md §2.1, docs/product/widgets-and-calculations.md §2: the return route of a bank
 * link's OAuth redirect, under /account/heloc (it reads the stored heloc_uuid).
 */
export const oauthReturnRoutes: RouteObject[] = [{ path: 'plaid-oauth-success', lazy: loadOAuthReturnPage }];
