import {
  OCCUPANCY_TYPES,
  REGISTRATION_EMPLOYMENT_TYPES,
  type OccupancyType,
  type RegistrationEmploymentType,
} from '@heloc/domain';
import { firstStepMessages as m, type FirstStepMessage } from '../first-step/first-step.messages';
import type { Say } from '../first-step/first-step-say';

// The choices of the registration's radio groups and selects, shared by the fields and the first-step preview (which
// shows them before the form library has loaded). Labels are ours, as messages (docs/i18n.md); the values are
// docs/product/registration-and-routing.md §3's.

interface MessageOption {
  value: string;
  label: FirstStepMessage;
}

const OCCUPANCY_LABELS: Record<OccupancyType, FirstStepMessage> = {
  HOME: m.occupancyHome,
  SECONDARY: m.occupancySecondary,
  INVESTMENT: m.occupancyInvestment,
};
export const OCCUPANCY_OPTIONS: readonly MessageOption[] = OCCUPANCY_TYPES.map((value) => ({
  value,
  label: OCCUPANCY_LABELS[value],
}));
export const OCCUPANCY_LEGEND = m.occupancyLegend;

/** Whether the property is listed for sale: 'yes' / 'no' (see forSaleFieldSchema). */
export const FOR_SALE_OPTIONS: readonly MessageOption[] = [
  { value: 'yes', label: m.yes },
  { value: 'no', label: m.no },
];
export const FOR_SALE_LEGEND = m.forSaleLegend;

const EMPLOYMENT_LABELS: Record<RegistrationEmploymentType, FirstStepMessage> = {
  FULL_TIME: m.employmentFullTime,
  PART_TIME: m.employmentPartTime,
  SELF_EMPLOYED: m.employmentSelfEmployed,
  RETIRED: m.employmentRetired,
  UNEMPLOYED: m.employmentUnemployed,
  ALIMONY: m.employmentAlimony,
  CHILD_SUPPORT: m.employmentChildSupport,
  SEPARATE_MAINTENANCE_PAYMENTS: m.employmentSeparateMaintenance,
  PUBLIC_ASSISTANCE_PROGRAM: m.employmentPublicAssistance,
};
export const EMPLOYMENT_OPTIONS: readonly MessageOption[] = REGISTRATION_EMPLOYMENT_TYPES.map((value) => ({
  value,
  label: EMPLOYMENT_LABELS[value],
}));

/** The options with their labels in the person's language. */
export const optionsIn = (say: Say, options: readonly MessageOption[]) =>
  options.map(({ value, label }) => ({ value, label: say(label) }));
