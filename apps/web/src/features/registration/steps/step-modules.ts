import type { RegistrationStep } from '@heloc/domain';
import type { ComponentType } from 'react';
import { whenIdle } from '../../../lib/when-idle';

/**
 * The code of each /register-v2 step, one import each: the routes (routes.ts) load a step
 * with it, and the step before asks for the next ones while the visitor fills it in (step-form.tsx), so Continue does
 * not wait for a chunk.
 */
export const STEP_MODULES: Readonly<Record<RegistrationStep, () => Promise<ComponentType>>> = {
  index: () => import('./property-step').then((m) => m.PropertyStep),
  'home-address': () => import('./home-address-step').then((m) => m.HomeAddressStep),
  'for-sale': () => import('./for-sale-step').then((m) => m.ForSaleStep),
  'annual-income': () => import('./annual-income-step').then((m) => m.AnnualIncomeStep),
  'legal-name': () => import('./legal-name-step').then((m) => m.LegalNameStep),
  birthdate: () => import('./birthdate-step').then((m) => m.BirthdateStep),
  'phone-and-email': () => import('./phone-and-email-step').then((m) => m.PhoneAndEmailStep),
  'set-password': () => import('./set-password-step').then((m) => m.SetPasswordStep),
};

/**
 * Asks for the code of `steps` once the browser is idle, so it never competes with the visitor's typing. A failed
 * load is tried again by the route when the step opens (and reloads the page there). Answers a cancel.
 */
export const prefetchSteps = (steps: readonly RegistrationStep[]): (() => void) => {
  const load = () => {
    for (const step of steps) void STEP_MODULES[step]().catch(() => undefined);
  };
  return whenIdle(load, { timeoutMs: 1000, fallbackMs: 200 });
};
