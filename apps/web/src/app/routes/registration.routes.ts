import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { preloadOffersScreens } from './application-screens';

/**
 * Registration under /account/heloc (docs/product/registration-and-routing.md §2): the redesigned /register-v2 with one lazily loaded module per
 * step, and the original /register (conditional wrapper), /register/account-setup and /register/support.
 */
export const registrationRoutes: RouteObject[] = [
  {
    path: 'register-v2',
    lazy: lazyPage(() => import('../../features/registration/register-v2-page').then((m) => m.RegisterV2Page)),
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('../../features/registration/steps/property-step').then((m) => m.PropertyStep)),
      },
      {
        path: 'home-address',
        lazy: lazyPage(() =>
          import('../../features/registration/steps/home-address-step').then((m) => m.HomeAddressStep),
        ),
      },
      {
        path: 'for-sale',
        lazy: lazyPage(() => import('../../features/registration/steps/for-sale-step').then((m) => m.ForSaleStep)),
      },
      {
        path: 'annual-income',
        lazy: lazyPage(() =>
          import('../../features/registration/steps/annual-income-step').then((m) => m.AnnualIncomeStep),
        ),
      },
      {
        path: 'legal-name',
        lazy: lazyPage(() => import('../../features/registration/steps/legal-name-step').then((m) => m.LegalNameStep)),
      },
      {
        path: 'birthdate',
        lazy: lazyPage(() => import('../../features/registration/steps/birthdate-step').then((m) => m.BirthdateStep)),
      },
      {
        path: 'phone-and-email',
        lazy: lazyPage(() =>
          import('../../features/registration/steps/phone-and-email-step').then((m) => m.PhoneAndEmailStep),
        ),
      },
      {
        path: 'set-password',
        // The last step: the offers' code loads while the visitor types the password and the submit runs.
        lazy: lazyPage(() => {
          preloadOffersScreens();
          return import('../../features/registration/steps/set-password-step').then((m) => m.SetPasswordStep);
        }),
      },
    ],
  },
  {
    path: 'register',
    lazy: lazyPage(() => import('../../features/registration/register-page').then((m) => m.RegisterPage)),
    children: [
      {
        index: true,
        lazy: lazyPage(() =>
          import('../../features/registration/original/property-income-page').then((m) => m.PropertyIncomePage),
        ),
      },
      {
        path: 'account-setup',
        lazy: lazyPage(() =>
          import('../../features/registration/original/account-setup-page').then((m) => m.AccountSetupPage),
        ),
      },
      {
        path: 'support',
        lazy: lazyPage(() => import('../../features/registration/original/support-page').then((m) => m.SupportPage)),
      },
    ],
  },
];
