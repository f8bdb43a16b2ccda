import {
  OCCUPANCY_TYPES,
  REGISTRATION_EMPLOYMENT_TYPES,
  type OccupancyType,
  type RegistrationEmploymentType,
} from '@heloc/domain';

// The choices of the registration's radio groups and selects, shared by the fields and the first-step preview (which
// shows them before the form library has loaded). Labels are ours; the values are docs/product/registration-and-routing.md §3's.

const OCCUPANCY_LABELS: Record<OccupancyType, string> = {
  HOME: 'Primary residence',
  SECONDARY: 'Second home',
  INVESTMENT: 'Investment property',
};
export const OCCUPANCY_OPTIONS = OCCUPANCY_TYPES.map((value) => ({ value, label: OCCUPANCY_LABELS[value] }));
export const OCCUPANCY_LEGEND = 'How do you use this property?';

/** Whether the property is listed for sale: 'yes' / 'no' (see forSaleFieldSchema). */
export const FOR_SALE_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
export const FOR_SALE_LEGEND = 'Is your property currently listed for sale?';

const EMPLOYMENT_LABELS: Record<RegistrationEmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Unemployed',
  ALIMONY: 'Alimony',
  CHILD_SUPPORT: 'Child support',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
  PUBLIC_ASSISTANCE_PROGRAM: 'Public assistance program',
};
export const EMPLOYMENT_OPTIONS = REGISTRATION_EMPLOYMENT_TYPES.map((value) => ({
  value,
  label: EMPLOYMENT_LABELS[value],
}));
