import { uuidSchema } from '@heloc/domain/contracts';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { groupIndexRoute, parentPath, redirectRoute } from '../../lib/redirect';
import { lazyPage } from '../lazy-page';
import { loadIndexPage, loadLayout, loadOffersPage } from './application-screens';

/**
 * The application area /account/heloc/{uuid}/* (docs/product/application-area.md §2.1). Every screen the routing table can send an applicant
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

const layout = lazyPage(loadLayout);
const loadAdverseActionPage = lazyPage(() =>
  import('../../features/application/decisions/adverse-action-page').then((m) => m.AdverseActionPage),
);
const loadReviewPage = lazyPage(() =>
  import('../../features/application/decisions/review-page').then((m) => m.ReviewPage),
);

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
      {
        // The credit dead ends, each with a way out.
        path: 'credit',
        children: [
          groupIndexRoute(),
          {
            path: 'social',
            lazy: lazyPage(() =>
              import('../../features/application/credit/credit-social-page').then((m) => m.CreditSocialPage),
            ),
          },
          {
            path: 'error',
            lazy: lazyPage(() =>
              import('../../features/application/credit/credit-error-page').then((m) => m.CreditErrorPage),
            ),
          },
        ],
      },
      {
        path: 'complete',
        lazy: lazyPage(() => import('../../features/application/complete/complete-page').then((m) => m.CompletePage)),
      },
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
      {
        path: 'document',
        children: [
          groupIndexRoute(),
          {
            // The closing package, to read and download (signed copies once signed).
            path: 'disclosures',
            lazy: lazyPage(() =>
              import('../../features/application/document/disclosures-page').then((m) => m.DisclosuresPage),
            ),
          },
        ],
      },
      // The adverse action notice (one page, headed per screen) and the flood certificate wait.
      group(
        'error',
        ['timeout'],
        [
          ...(['decline', 'credit', 'income'] as const).map((child) => ({
            path: child,
            handle: { screen: `error/${child}` },
            lazy: loadAdverseActionPage,
          })),
          {
            path: 'flood-cert',
            lazy: lazyPage(() =>
              import('../../features/application/decisions/flood-cert-page').then((m) => m.FloodCertPage),
            ),
          },
        ],
      ),
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
          // docs/product/application-area.md §2.1: link alone redirects to review.
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
      group(
        'insurance',
        [],
        [
          {
            path: 'requirements',
            lazy: lazyPage(() =>
              import('../../features/application/decisions/insurance-requirements-page').then(
                (m) => m.InsuranceRequirementsPage,
              ),
            ),
          },
          {
            path: 'upload',
            lazy: lazyPage(() =>
              import('../../features/application/decisions/insurance-upload-page').then((m) => m.InsuranceUploadPage),
            ),
          },
        ],
      ),
      {
        path: 'liens',
        lazy: lazyPage(() => import('../../features/application/liens/liens-page').then((m) => m.LiensPage)),
      },
      {
        // The notary step (remote eNotary session or an in-person appointment).
        path: 'notary',
        children: [
          groupIndexRoute(),
          {
            path: 'intro',
            lazy: lazyPage(() =>
              import('../../features/application/notary/notary-intro-page').then((m) => m.NotaryIntroPage),
            ),
          },
          {
            path: 'session',
            lazy: lazyPage(() =>
              import('../../features/application/notary/notary-session-page').then((m) => m.NotarySessionPage),
            ),
          },
          {
            path: 'schedule-manual',
            lazy: lazyPage(() =>
              import('../../features/application/notary/notary-schedule-page').then((m) => m.NotarySchedulePage),
            ),
          },
          {
            path: 'reserve-manual',
            lazy: lazyPage(() =>
              import('../../features/application/notary/notary-reserve-page').then((m) => m.NotaryReservePage),
            ),
          },
          {
            path: 'error',
            lazy: lazyPage(() =>
              import('../../features/application/notary/notary-error-page').then((m) => m.NotaryErrorPage),
            ),
          },
        ],
      },
      group(
        'product',
        [],
        [
          // Qualifying with assets, and the lower line after the title search.
          {
            path: 'assets',
            lazy: lazyPage(() => import('../../features/application/assets/assets-page').then((m) => m.AssetsPage)),
          },
          {
            path: 'prequal-winback',
            lazy: lazyPage(() =>
              import('../../features/application/winback/prequal-winback-page').then((m) => m.PrequalWinbackPage),
            ),
          },
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
      group(
        'signing',
        [],
        [
          {
            // NOTE_SIGNING, FINAL_OFFER: the closing package is ready; consent to sign electronically.
            path: 'intro',
            lazy: lazyPage(() =>
              import('../../features/application/signing/signing-intro-page').then((m) => m.SigningIntroPage),
            ),
          },
          {
            path: 'sign',
            lazy: lazyPage(() => import('../../features/application/signing/sign-page').then((m) => m.SignPage)),
          },
          {
            path: 'support',
            lazy: lazyPage(() =>
              import('../../features/application/signing/signing-support-page').then((m) => m.SigningSupportPage),
            ),
          },
          {
            // CO_DEED_REQ, the other people who must sign.
            path: 'additional',
            lazy: lazyPage(() =>
              import('../../features/application/signing/additional-signers-page').then((m) => m.AdditionalSignersPage),
            ),
          },
        ],
      ),
      group(
        'start',
        [],
        [
          {
            path: 'profile',
            lazy: lazyPage(() => import('../../features/application/start/profile-page').then((m) => m.ProfilePage)),
          },
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
        [],
        [
          // The manual reviews (one page, its copy per review).
          ...(['incorrect-pin', 'no-credit', 'uw', 'delinquency', 'incorrect-ownership'] as const).map((child) => ({
            path: child,
            handle: { screen: `review-app/${child}` },
            lazy: loadReviewPage,
          })),
          {
            path: 'property',
            lazy: lazyPage(() =>
              import('../../features/application/property/property-review-page').then((m) => m.PropertyReviewPage),
            ),
          },
          // docs/product/registration-and-routing.md §4, docs/product/application-area.md §2.1: datatree and signdocs both show the timeout page.
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
      // The valuation of a home without an automated value, and the on-site appraisal hold.
      {
        path: 'bpo',
        children: [
          groupIndexRoute(),
          {
            path: 'estimate-value',
            lazy: lazyPage(() =>
              import('../../features/application/valuation/estimate-value-page').then((m) => m.EstimateValuePage),
            ),
          },
          {
            path: 'condition',
            lazy: lazyPage(() =>
              import('../../features/application/valuation/property-condition-page').then(
                (m) => m.PropertyConditionPage,
              ),
            ),
          },
          {
            path: 'order-bpo',
            lazy: lazyPage(() =>
              import('../../features/application/valuation/order-valuation-page').then((m) => m.OrderValuationPage),
            ),
          },
          ...['hold', 'waiting'].map((path) => ({
            path,
            lazy: lazyPage(() =>
              import('../../features/application/valuation/valuation-wait-page').then((m) => m.ValuationWaitPage),
            ),
          })),
        ],
      },
      {
        path: 'hold',
        lazy: lazyPage(() =>
          import('../../features/application/valuation/appraisal-hold-page').then((m) => m.AppraisalHoldPage),
        ),
      },
    ],
  },
];
