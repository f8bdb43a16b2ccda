import { jsonResponse } from '../../../testing/fixtures';
import { DRAFT_STORAGE_KEY, type RegistrationDraft } from '../draft/registration-draft';

export const APP_UUID = '11111111-1111-4111-8111-111111111111';
export const IDENTITY_UUID = '22222222-2222-4222-8222-222222222222';
export const OFFICER_UUID = '6f1c2a10-0000-4000-8000-000000000003';

/** The features answer with the given flags on. */
export const featuresAnswer = (...on: string[]) =>
  jsonResponse({ features: on.map((key) => ({ key, enabled: true, variables: {} })) });

/** A draft that has every step done (the password is never stored). */
export const completeDraft = (overrides: Partial<RegistrationDraft> = {}): RegistrationDraft => ({
  idempotencyKey: 'idem-key-0001',
  propertyAddress: {
    street1: '123 Main St',
    street2: '',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85001',
    occupancyType: 'HOME',
  },
  isListedForSale: false,
  hasSaleStatusBeenSet: true,
  income: { income: 120_000, otherIncome: 5_000, employmentType: 'FULL_TIME' },
  hasIncomeBeenSet: true,
  name: { firstName: 'Ana', middleName: '', lastName: 'Lopez', suffix: 'N/A' },
  dob: { day: 4, month: 7, year: 1980 },
  email: 'ana@example.com',
  phoneNumber: '(555) 123-4567',
  ...overrides,
});

export const storeDraft = (draft: RegistrationDraft) =>
  sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));

export const identityAnswer = {
  uuid: IDENTITY_UUID,
  organizationCode: 'summit',
  profileType: 'BORROWER',
  email: 'ana@example.com',
  aliases: [],
  twoFactorEnabled: false,
  passwordExpired: false,
  totpVerified: false,
  wallet: { accountAddress: null, groupPolicyAddress: null },
  isBroker: false,
};

export const profileAnswer = {
  uuid: '33333333-3333-4333-8333-333333333333',
  email: 'ana@example.com',
  name: { firstName: 'Ana', middleName: null, lastName: 'Lopez', suffix: null },
  dob: { day: 4, month: 7, year: 1980 },
  phoneNumbers: [{ type: 'MOBILE', number: '5551234567' }],
  addresses: [],
  type: 'BORROWER',
  optimizelyProfileUuid: null,
};
