import type { RegistrationFlowOptions, RegistrationStepQueryValue } from './steps';

export interface RegistrationProgressItem {
  readonly label: string;
  readonly step: RegistrationStepQueryValue;
}

export interface RegistrationProgressGroup {
  readonly label: string;
  /** The step query values of the group, each with its sub-label (a group of one repeats the group label). */
  readonly items: readonly RegistrationProgressItem[];
}

// docs/product/registration-and-routing.md §2: Property Info (Address, Sale Status), Income Info, Personal Info (Name, Birthdate), Contact Info, Login Info.
export const REGISTRATION_PROGRESS_GROUPS: readonly RegistrationProgressGroup[] = [
  {
    label: 'Property Info',
    items: [
      { label: 'Address', step: 'property-info' },
      { label: 'Sale Status', step: 'sale-status' },
    ],
  },
  { label: 'Income Info', items: [{ label: 'Income Info', step: 'income-info' }] },
  {
    label: 'Personal Info',
    items: [
      { label: 'Name', step: 'name' },
      { label: 'Birthdate', step: 'birthdate' },
    ],
  },
  { label: 'Contact Info', items: [{ label: 'Contact Info', step: 'contact-info' }] },
  { label: 'Login Info', items: [{ label: 'Login Info', step: 'login-info' }] },
];

/**
 * The groups shown to this applicant (docs/product/registration-and-routing.md §2): the new authentication mode removes Contact Info and Login Info;
 * Contact Info is skipped when the profile already has an email and a phone number. Login Info is also hidden for a
 * signed-in applicant, who sets no password (docs/product/registration-and-routing.md §5; our reading).
 */
export const getRegistrationProgressGroups = (options: RegistrationFlowOptions = {}): RegistrationProgressGroup[] =>
  REGISTRATION_PROGRESS_GROUPS.filter((group) => {
    const step = group.items[0]!.step;
    if (step === 'contact-info') return !options.newAuthMode && !options.profileHasEmailAndPhone;
    if (step === 'login-info') return !options.newAuthMode && !options.signedIn;
    return true;
  });

/** Position of a step query value in the shown groups: group index and item index, or undefined if not shown. */
export const registrationProgressPosition = (
  step: string | null | undefined,
  options: RegistrationFlowOptions = {},
): { group: number; item: number } | undefined => {
  const groups = getRegistrationProgressGroups(options);
  for (const [group, { items }] of groups.entries()) {
    const item = items.findIndex((i) => i.step === step);
    if (item >= 0) return { group, item };
  }
  return undefined;
};
