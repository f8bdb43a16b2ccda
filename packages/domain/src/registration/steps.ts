import type { OccupancyType } from '../enums';

// docs/product/registration-and-routing.md §2: the redesigned registration lives under /register-v2; with the redesign-2025 flag off it redirects to
// /register keeping the query string.
export const REGISTER_V2_PATH = '/register-v2';
export const REGISTER_PATH = '/register';
export const REDESIGN_FLAG = 'redesign-2025';

/** Where /register-v2 leads: itself with the redesign flag on, else /register; the query string is kept. */
export const registrationEntryPath = (redesignEnabled: boolean, search = ''): string =>
  `${redesignEnabled ? REGISTER_V2_PATH : REGISTER_PATH}${search && !search.startsWith('?') ? `?${search}` : search}`;

// docs/product/registration-and-routing.md §2: steps in order; 'index' is the /register-v2 index (property address and occupancy).
export const REGISTRATION_STEPS = [
  'index',
  'home-address',
  'for-sale',
  'annual-income',
  'legal-name',
  'birthdate',
  'phone-and-email',
  'set-password',
] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** Path of a step relative to /register-v2 ('' for the index). */
export const registrationStepPath = (step: RegistrationStep): string => (step === 'index' ? '' : step);

// docs/product/registration-and-routing.md §2, docs/product/application-area.md §9: the values of the step query parameter that drives the progress bar.
export const REGISTRATION_STEP_QUERY_VALUES = [
  'property-info',
  'sale-status',
  'income-info',
  'name',
  'birthdate',
  'contact-info',
  'login-info',
] as const;
export type RegistrationStepQueryValue = (typeof REGISTRATION_STEP_QUERY_VALUES)[number];

// Which step query value each screen sets; the home address belongs to the property info (our reading of docs/product/registration-and-routing.md §2).
export const REGISTRATION_STEP_QUERY: Readonly<Record<RegistrationStep, RegistrationStepQueryValue>> = {
  index: 'property-info',
  'home-address': 'property-info',
  'for-sale': 'sale-status',
  'annual-income': 'income-info',
  'legal-name': 'name',
  birthdate: 'birthdate',
  'phone-and-email': 'contact-info',
  'set-password': 'login-info',
};

export interface RegistrationFlowOptions {
  /** docs/product/registration-and-routing.md §2: the new authentication mode removes phone-and-email and set-password. */
  readonly newAuthMode?: boolean;
  /** docs/product/registration-and-routing.md §2: the contact step is skipped when the profile already has an email and a phone number. */
  readonly profileHasEmailAndPhone?: boolean;
  /** docs/product/registration-and-routing.md §5: a password is needed unless already signed in. */
  readonly signedIn?: boolean;
}

const isSkipped = (step: RegistrationStep, options: RegistrationFlowOptions): boolean => {
  if (step === 'phone-and-email') return Boolean(options.newAuthMode || options.profileHasEmailAndPhone);
  if (step === 'set-password') return Boolean(options.newAuthMode || options.signedIn);
  return false;
};

/** The steps this applicant goes through, in order (home-address is decided by occupancy, see nextRegistrationStep). */
export const getRegistrationSteps = (options: RegistrationFlowOptions = {}): RegistrationStep[] =>
  REGISTRATION_STEPS.filter((step) => !isSkipped(step, options));

export interface RegistrationProgressState {
  readonly propertyStreet1?: string | null;
  readonly occupancyType?: OccupancyType | null;
}

/**
 * The step after `current`, or 'submit' after the last one (docs/product/registration-and-routing.md §4, "Registration order"): the property step goes
 * to for-sale when the occupancy is HOME, to home-address otherwise.
 */
export const nextRegistrationStep = (
  current: RegistrationStep,
  state: RegistrationProgressState,
  options: RegistrationFlowOptions = {},
): RegistrationStep | 'submit' => {
  if (current === 'index') return state.occupancyType === 'HOME' ? 'for-sale' : 'home-address';
  const steps = getRegistrationSteps(options);
  const following = REGISTRATION_STEPS.slice(REGISTRATION_STEPS.indexOf(current) + 1).find((s) => steps.includes(s));
  return following ?? 'submit';
};

/** docs/product/registration-and-routing.md §4: the flow returns to the start if no property street is set. */
export const resolveRegistrationStep = (
  requested: RegistrationStep,
  state: RegistrationProgressState,
): RegistrationStep => (requested !== 'index' && !state.propertyStreet1?.trim() ? 'index' : requested);

/** docs/product/registration-and-routing.md §4: if occupancy is HOME, the home address is cleared. Returns a new object. */
export const applyOccupancy = <
  T extends { propertyAddress?: { occupancyType?: OccupancyType | null } | null; homeAddress?: unknown },
>(
  data: T,
): T => (data.propertyAddress?.occupancyType === 'HOME' ? { ...data, homeAddress: undefined } : data);

// docs/product/registration-and-routing.md §4: on submit, in order.
export const REGISTRATION_SUBMIT_ORDER = [
  'waitlist-check',
  'identity-creation',
  'phone-saved',
  'existing-account-check',
  'heloc-creation',
  'sms-consents-saved',
  'events-sent',
  'routing',
] as const;
export type RegistrationSubmitStage = (typeof REGISTRATION_SUBMIT_ORDER)[number];
