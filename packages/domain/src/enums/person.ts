import { message, labelMessages } from '../i18n/message';
// Enumerations of the applicant and the registration data (docs/product/registration-and-routing.md §3, docs/product/widgets-and-calculations.md §3).

// docs/product/registration-and-routing.md §3: employment types offered by the registration income screen (/register-v2/annual-income).
export const REGISTRATION_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'ALIMONY',
  'CHILD_SUPPORT',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'PUBLIC_ASSISTANCE_PROGRAM',
] as const;
export type RegistrationEmploymentType = (typeof REGISTRATION_EMPLOYMENT_TYPES)[number];

// docs/product/widgets-and-calculations.md §3: employment types of the application area (income screens after registration); a narrower set.
export const APPLICATION_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
] as const;
export type ApplicationEmploymentType = (typeof APPLICATION_EMPLOYMENT_TYPES)[number];

// docs/product/registration-and-routing.md §3: the registration legal-name screen offers N/A (meaning "no suffix") first.
export const REGISTRATION_NAME_SUFFIXES = ['N/A', 'JR', 'SR', 'I', 'II', 'III', 'IV', 'V'] as const;
export type RegistrationNameSuffix = (typeof REGISTRATION_NAME_SUFFIXES)[number];

// docs/product/widgets-and-calculations.md §3: the shared person form uses a blank value for "no suffix".
export const PERSON_NAME_SUFFIXES = ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR'] as const;
export type PersonNameSuffix = (typeof PERSON_NAME_SUFFIXES)[number];

// docs/product/registration-and-routing.md §3: ownership types.
export const OWNERSHIP_TYPES = ['SOLE', 'JOINT', 'TRUST'] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];
/** How the applicant holds title to the property, asked on start/contact (docs/product/application-area.md §2.1). */
export const OWNERSHIP_TYPE_LABELS = labelMessages<OwnershipType>('domain.person.ownershipType', {
  SOLE: 'In my name alone',
  JOINT: 'Jointly with someone else',
  TRUST: 'Through a trust',
});

// docs/product/registration-and-routing.md §3: occupancy of the property.
export const OCCUPANCY_TYPES = ['HOME', 'SECONDARY', 'INVESTMENT'] as const;
export type OccupancyType = (typeof OCCUPANCY_TYPES)[number];

// docs/product/registration-and-routing.md §3: consent types.
export const CONSENT_TYPES = ['PRIVACY', 'TERMS', 'COMMUNICATIONS', 'SOFT_CREDIT', 'SMS', 'SMS_TRANSACTIONAL'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

// docs/product/registration-and-routing.md §7: the SMS consent prompts fetched by consent type.
export const SMS_CONSENT_TYPES = ['SMS', 'SMS_TRANSACTIONAL'] as const;
export type SmsConsentType = (typeof SMS_CONSENT_TYPES)[number];

// docs/product/widgets-and-calculations.md §3: ID types: driver's license, passport, state ID card, permanent resident card. The spelling is ours.
export const ID_TYPES = ['DRIVERS_LICENSE', 'PASSPORT', 'STATE_ID_CARD', 'PERMANENT_RESIDENT_CARD'] as const;
export type IdType = (typeof ID_TYPES)[number];

// docs/product/registration-and-routing.md §3, docs/product/application-area.md §3: profile types; CO_DEEDER is the one value the spec names, PRIMARY is ours.
export const PROFILE_TYPES = ['PRIMARY', 'CO_DEEDER'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

// docs/product/registration-and-routing.md §3: profile address types (HOME is the one named).
export const ADDRESS_TYPES = ['HOME'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

// docs/product/widgets-and-calculations.md §3 ID types, as the identity screen names them (ours).
export const ID_TYPE_LABELS = labelMessages<IdType>('domain.person.idType', {
  DRIVERS_LICENSE: "Driver's license",
  PASSPORT: 'Passport',
  STATE_ID_CARD: 'State ID card',
  PERMANENT_RESIDENT_CARD: 'Permanent resident card',
});

// The sides of a government ID the identity screen captures (ours).
export const ID_DOCUMENT_SIDES = ['FRONT', 'BACK'] as const;
export type IdDocumentSide = (typeof ID_DOCUMENT_SIDES)[number];

/**
 * Whether the identity screen asks for the back of the ID: only when the `back-of-id` flag is on and the
 * document has a back worth reading (a passport's data page is all there is; ours).
 */
export const isIdBackRequired = (idType: IdType, backOfIdFlag: boolean): boolean =>
  backOfIdFlag && idType !== 'PASSPORT';

// The identity provider's answer to a captured ID (ours): a failure raises ID_VERIFICATION_FAILURE (docs/product/application-area.md §4.1).
export const IDENTITY_VERIFICATION_RESULTS = ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'] as const;
export type IdentityVerificationResult = (typeof IDENTITY_VERIFICATION_RESULTS)[number];

// Marital status as the Uniform Residential Loan Application asks it (URLA section 1a). It decides whether a spouse
// signs in community-property and homestead states.
export const MARITAL_STATUSES = ['MARRIED', 'SEPARATED', 'UNMARRIED'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_LABELS = labelMessages<MaritalStatus>('domain.person.maritalStatus', {
  MARRIED: 'Married',
  SEPARATED: 'Separated',
  UNMARRIED: 'Unmarried',
});
// URLA: "Unmarried includes single, divorced, widowed, civil union, domestic partnership, registered reciprocal
// beneficiary relationship".
export const UNMARRIED_HINT = message(
  'domain.person.unmarriedHint',
  'Single, divorced, widowed, civil union, domestic partnership, registered reciprocal beneficiary relationship',
);
