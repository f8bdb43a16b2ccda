import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import type { RoutePreload } from '../../lib/route-preload';
import { groupIndexRoute } from '../../lib/redirect';

/**
 * The signing screen's code is fetched with the app's on its own page, and run a script per task before the router asks.
 * @public read by the build as data (apps/web/build/route-preloads.ts), not imported.
 */
export const preload = { screens: { 'signing/sign': ['./signing/sign-page.tsx'] } } satisfies RoutePreload;

/**
 * Closing under /{uuid}: signing the closing package and the other signers, the notary (remote eNotary session or
 * an in-person appointment), the package to read, the account the line pays into, and the complete screen.
 */
export const closingRoutes: RouteObject[] = [
  {
    path: 'signing',
    children: [
      groupIndexRoute(),
      {
        // NOTE_SIGNING, FINAL_OFFER: the closing package is ready; consent to sign electronically.
        path: 'intro',
        lazy: lazyPage(() => import('./signing/signing-intro-page').then((m) => m.SigningIntroPage)),
      },
      { path: 'sign', lazy: lazyPage(() => import('./signing/sign-page').then((m) => m.SignPage)) },
      {
        path: 'support',
        lazy: lazyPage(() => import('./signing/signing-support-page').then((m) => m.SigningSupportPage)),
      },
      {
        // CO_DEED_REQ, the other people who must sign.
        path: 'additional',
        lazy: lazyPage(() => import('./signing/additional-signers-page').then((m) => m.AdditionalSignersPage)),
      },
    ],
  },
  {
    // The notary step (remote eNotary session or an in-person appointment).
    path: 'notary',
    children: [
      groupIndexRoute(),
      { path: 'intro', lazy: lazyPage(() => import('./notary/notary-intro-page').then((m) => m.NotaryIntroPage)) },
      {
        path: 'session',
        lazy: lazyPage(() => import('./notary/notary-session-page').then((m) => m.NotarySessionPage)),
      },
      {
        path: 'schedule-manual',
        lazy: lazyPage(() => import('./notary/notary-schedule-page').then((m) => m.NotarySchedulePage)),
      },
      {
        path: 'reserve-manual',
        lazy: lazyPage(() => import('./notary/notary-reserve-page').then((m) => m.NotaryReservePage)),
      },
      { path: 'error', lazy: lazyPage(() => import('./notary/notary-error-page').then((m) => m.NotaryErrorPage)) },
    ],
  },
  {
    path: 'document',
    children: [
      groupIndexRoute(),
      {
        // The closing package, to read and download (signed copies once signed).
        path: 'disclosures',
        lazy: lazyPage(() => import('./document/disclosures-page').then((m) => m.DisclosuresPage)),
      },
    ],
  },
  {
    path: 'bank',
    children: [
      groupIndexRoute(),
      { path: 'disburse', lazy: lazyPage(() => import('./bank/disburse-page').then((m) => m.DisbursePage)) },
      {
        path: 'manual-disburse',
        lazy: lazyPage(() => import('./bank/manual-disburse-page').then((m) => m.ManualDisbursePage)),
      },
      { path: 'autopay', lazy: lazyPage(() => import('./bank/autopay-page').then((m) => m.AutopayPage)) },
      { path: 'confirm', lazy: lazyPage(() => import('./bank/confirm-bank-page').then((m) => m.ConfirmBankPage)) },
    ],
  },
  { path: 'complete', lazy: lazyPage(() => import('./complete/complete-page').then((m) => m.CompletePage)) },
];
