import { uuidSchema } from '@heloc/domain/contracts';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { groupIndexRoute, parentPath, redirectRoute } from '../../lib/redirect';
import { lazyPage } from '../lazy-page';

/**
 * The application area /account/heloc/{uuid}/* (spec 02 §2.1). Every screen the routing table can send an applicant
 * to resolves: product/select and its confirm step are built; the others show the status page of their screen (one
 * component, copy keyed by the route handle's `screen`). Index paths of group folders redirect to the parent.
 */

// :uuid only matches an application id, so it never swallows a sibling such as register or coming-soon.
export const applicationIdLoader = ({ params }: LoaderFunctionArgs): null => {
  if (!uuidSchema.safeParse(params.uuid).success) throw data('Not Found', { status: 404 });
  return null;
};

const statusPage = lazyPage(() =>
  import('../../features/application/status-pages/status-page').then((m) => m.StatusPage),
);

/** A status-page screen at `path`, standing for the screen `screen` (relative to /{uuid}/). */
const screen = (path: string, key: string): RouteObject => ({ path, handle: { screen: key }, lazy: statusPage });

/** A group folder whose children are all status pages. */
const group = (name: string, children: readonly string[], extra: RouteObject[] = []): RouteObject => ({
  path: name,
  children: [groupIndexRoute(), ...children.map((child) => screen(child, `${name}/${child}`)), ...extra],
});

const loadLayout = () =>
  import('../../features/application/layout/application-layout').then((m) => m.ApplicationLayout);
const layout = lazyPage(loadLayout);
const loadIndexPage = () =>
  import('../../features/application/application-index-page').then((m) => m.ApplicationIndexPage);
const loadOffersPage = () => import('../../features/application/product/offers-page').then((m) => m.OffersPage);

/**
 * Issue 14: fetches the code of the screens a new applicant lands on after the registration submit (the layout, the
 * application index that routes by status, the offers), so the offers do not wait on three chained chunk loads.
 * Errors are left for the real navigation, which reloads on a failed chunk.
 */
export const preloadOffersScreens = (): void => {
  void Promise.all([loadLayout(), loadIndexPage(), loadOffersPage()]).catch(() => undefined);
};

export const applicationRoutes: RouteObject[] = [
  {
    path: ':uuid',
    loader: applicationIdLoader,
    // Errors (including the loader's 404 for a segment that is not an application id) reach the shell's
    // RouteErrorScreen.
    lazy: layout,
    children: [
      {
        index: true,
        lazy: lazyPage(loadIndexPage),
      },
      {
        path: 'bank',
        children: [
          groupIndexRoute(),
          {
            path: 'disburse',
            lazy: lazyPage(() => import('../../features/application/bank/disburse-page').then((m) => m.DisbursePage)),
          },
          {
            path: 'manual-disburse',
            lazy: lazyPage(() =>
              import('../../features/application/bank/manual-disburse-page').then((m) => m.ManualDisbursePage),
            ),
          },
          {
            path: 'autopay',
            lazy: lazyPage(() => import('../../features/application/bank/autopay-page').then((m) => m.AutopayPage)),
          },
          {
            path: 'confirm',
            lazy: lazyPage(() =>
              import('../../features/application/bank/confirm-bank-page').then((m) => m.ConfirmBankPage),
            ),
          },
        ],
      },
      group('credit', ['social', 'error']),
      screen('complete', 'complete'),
      {
        path: 'conditions',
        children: [
          {
            index: true,
            handle: { screen: 'conditions' },
            lazy: lazyPage(() =>
              import('../../features/application/conditions/conditions-page').then((m) => m.ConditionsPage),
            ),
          },
          {
            path: 'upload-document',
            handle: { screen: 'conditions/upload-document' },
            lazy: lazyPage(() =>
              import('../../features/application/conditions/condition-upload-page').then((m) => m.ConditionUploadPage),
            ),
          },
          {
            path: 'phone-number',
            handle: { screen: 'conditions/phone-number' },
            lazy: lazyPage(() =>
              import('../../features/application/conditions/condition-phone-page').then((m) => m.ConditionPhonePage),
            ),
          },
          {
            path: 'identity',
            handle: { screen: 'conditions/identity' },
            lazy: lazyPage(() =>
              import('../../features/application/conditions/condition-identity-page').then(
                (m) => m.ConditionIdentityPage,
              ),
            ),
          },
        ],
      },
      group('document', ['disclosures']),
      group('error', ['decline', 'credit', 'income', 'timeout', 'flood-cert']),
      {
        path: 'income',
        children: [
          groupIndexRoute(),
          {
            path: 'review',
            lazy: lazyPage(() =>
              import('../../features/application/income/income-review-page').then((m) => m.IncomeReviewPage),
            ),
          },
          // spec 02 §2.1: link alone redirects to review.
          redirectRoute({ path: 'link' }, (url) => `${parentPath(url.pathname)}/review`),
          {
            path: 'link/:type',
            lazy: lazyPage(() =>
              import('../../features/application/income/income-link-page').then((m) => m.IncomeLinkPage),
            ),
          },
          {
            path: 'upload/:type',
            lazy: lazyPage(() =>
              import('../../features/application/income/income-upload-page').then((m) => m.IncomeUploadPage),
            ),
          },
          {
            path: 'employer-verification',
            lazy: lazyPage(() =>
              import('../../features/application/income/employer-verification-page').then(
                (m) => m.EmployerVerificationPage,
              ),
            ),
          },
          {
            path: 'pointserv-callback',
            lazy: lazyPage(() =>
              import('../../features/application/income/oauth-return-page').then((m) => m.OAuthReturnPage),
            ),
          },
        ],
      },
      {
        path: 'identity',
        lazy: lazyPage(() => import('../../features/application/identity/identity-page').then((m) => m.IdentityPage)),
      },
      group('insurance', ['upload', 'requirements']),
      {
        path: 'liens',
        lazy: lazyPage(() => import('../../features/application/liens/liens-page').then((m) => m.LiensPage)),
      },
      group('notary', ['intro', 'schedule-manual', 'reserve-manual', 'session', 'error']),
      group(
        'product',
        ['assets', 'prequal-winback'],
        [
          {
            path: 'select',
            lazy: lazyPage(loadOffersPage),
          },
          {
            path: 'select/confirm',
            lazy: lazyPage(() =>
              import('../../features/application/product/confirm-offer-page').then((m) => m.ConfirmOfferPage),
            ),
          },
        ],
      ),
      group('signing', ['intro', 'sign', 'additional', 'support']),
      group(
        'start',
        ['profile'],
        [
          {
            path: 'contact',
            lazy: lazyPage(() => import('../../features/application/start/contact-page').then((m) => m.ContactPage)),
          },
          {
            path: 'hmda',
            lazy: lazyPage(() => import('../../features/application/start/hmda-page').then((m) => m.HmdaPage)),
          },
          {
            path: 'app-summary',
            lazy: lazyPage(() =>
              import('../../features/application/start/app-summary-page').then((m) => m.AppSummaryPage),
            ),
          },
        ],
      ),
      group(
        'review-app',
        ['incorrect-pin', 'no-credit', 'property', 'uw', 'delinquency', 'incorrect-ownership'],
        [
          // spec 01 §4, 02 §2.1: datatree and signdocs both show the timeout page.
          screen('datatree', 'error/timeout'),
          screen('signdocs', 'error/timeout'),
        ],
      ),
      {
        path: 'payoff',
        children: [
          groupIndexRoute(),
          {
            path: 'hold',
            lazy: lazyPage(() =>
              import('../../features/application/payoff/payoff-hold-page').then((m) => m.PayoffHoldPage),
            ),
          },
        ],
      },
      group('bpo', ['condition', 'hold', 'waiting', 'estimate-value', 'order-bpo']),
      screen('hold', 'hold'),
    ],
  },
];
