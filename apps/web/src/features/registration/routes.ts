import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import type { RoutePreload } from '../../lib/route-preload';
import { whenIdle } from '../../lib/when-idle';
import type { FirstStepKind } from './first-step/first-step-paths';
import { STEP_MODULES } from './steps/step-modules';

/**
 * A registration flow's page, its first step and the steps its Continue leads to: fetched with the app's code on the
 * first step's page rather than one after another once the visitor presses Continue (docs/decisions.md "Performance
 * of the pages").
 * @public read by the build as data (apps/web/build/route-preloads.ts), not imported.
 */
export const preload = {
  firstSteps: {
    v2: [
      './register-v2-page.tsx',
      './steps/property-step.tsx',
      './steps/for-sale-step.tsx',
      './steps/home-address-step.tsx',
    ],
    original: ['./register-page.tsx', './original/property-income-page.tsx'],
  } satisfies Record<FirstStepKind, readonly string[]>,
} satisfies RoutePreload;

export interface RegistrationRoutesOptions {
  /** Asks for the code of the screens a new applicant lands on after the submit (app/routes/application-screens.ts). */
  preloadLanding: () => void;
}

/**
 * Registration under /account/heloc (docs/product/registration-and-routing.md §2): the redesigned /register-v2 with one lazily loaded module per
 * step, and the original /register (conditional wrapper), /register/account-setup and /register/support.
 */
export const registrationRoutes = ({ preloadLanding }: RegistrationRoutesOptions): RouteObject[] => [
  {
    path: 'register-v2',
    lazy: lazyPage(() => import('./register-v2-page').then((m) => m.RegisterV2Page)),
    children: [
      { index: true, lazy: lazyPage(STEP_MODULES.index) },
      ...(['home-address', 'for-sale', 'annual-income', 'legal-name', 'birthdate', 'phone-and-email'] as const).map(
        (step) => ({ path: step, lazy: lazyPage(STEP_MODULES[step]) }),
      ),
      {
        path: 'set-password',
        // The last step: the offers' code loads while the visitor types the password and the submit runs, once the
        // step is drawn (loading it at once held the step's own render up).
        lazy: lazyPage(() => {
          whenIdle(preloadLanding, { timeoutMs: 1000, fallbackMs: 200 });
          return STEP_MODULES['set-password']();
        }),
      },
    ],
  },
  {
    path: 'register',
    lazy: lazyPage(() => import('./register-page').then((m) => m.RegisterPage)),
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('./original/property-income-page').then((m) => m.PropertyIncomePage)),
      },
      {
        path: 'account-setup',
        lazy: lazyPage(() => import('./original/account-setup-page').then((m) => m.AccountSetupPage)),
      },
      {
        path: 'support',
        lazy: lazyPage(() => import('./original/support-page').then((m) => m.SupportPage)),
      },
    ],
  },
];
