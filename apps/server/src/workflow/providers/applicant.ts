/**
 * What the engine tells an outside party about the applicant and the property. Providers receive only this, never the
 * database row, so a real provider can be dropped in behind the same interface.
 */
export interface ProviderApplicant {
  applicationUuid: string;
  firstName: string;
  lastName: string;
  /** ISO date yyyy-MM-dd, when known. */
  dateOfBirth: string | null;
  /** Last four digits of the SSN, when the applicant gave it. */
  ssnLast4: string | null;
}

export interface ProviderAddress {
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
}
