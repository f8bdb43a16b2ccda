import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import type { RoutePreload } from '../../lib/route-preload';

/**
 * The list's code is fetched with the app's on its own page, and run a script per task before the router asks.
 * @public read by the build as data (apps/web/build/route-preloads.ts), not imported.
 */
export const preload = { screens: { conditions: ['./conditions-page.tsx'] } } satisfies RoutePreload;

/** The lender's conditions under /{uuid}/conditions (docs/product/application-area.md §4): the list and one screen per action. */
export const conditionsRoutes: RouteObject[] = [
  {
    path: 'conditions',
    children: [
      {
        index: true,
        handle: { screen: 'conditions' },
        lazy: lazyPage(() => import('./conditions-page').then((m) => m.ConditionsPage)),
      },
      {
        path: 'upload-document',
        handle: { screen: 'conditions/upload-document' },
        lazy: lazyPage(() => import('./condition-upload-page').then((m) => m.ConditionUploadPage)),
      },
      {
        path: 'phone-number',
        handle: { screen: 'conditions/phone-number' },
        lazy: lazyPage(() => import('./condition-phone-page').then((m) => m.ConditionPhonePage)),
      },
      {
        path: 'identity',
        handle: { screen: 'conditions/identity' },
        lazy: lazyPage(() => import('./condition-identity-page').then((m) => m.ConditionIdentityPage)),
      },
    ],
  },
];
