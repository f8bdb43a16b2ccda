import type { ProviderAddress, ProviderApplicant } from './applicant';

export interface PropertyRecord {
  /** Assessor's parcel number. */
  apn: string;
  address: ProviderAddress;
  propertyType: 'SINGLE_FAMILY' | 'CONDO' | 'TOWNHOUSE' | 'MULTI_FAMILY';
  /** The owner of record, when public records give one. */
  ownerName?: string | null;
}

/** What a repeated lookup adds. */
export interface PropertyLookupOptions {
  /** The parcel the applicant picked among several candidates: public records answer that parcel. */
  apn?: string | null;
  /**
   * Which lookup for this application this is (1 for the first). A real provider ignores it; the sandbox uses it to
   * find a corrected address on a later lookup.
   */
  attempt?: number;
}

export type PropertyMatch =
  | { outcome: 'FOUND'; property: PropertyRecord }
  | { outcome: 'NOT_FOUND' }
  | { outcome: 'MULTIPLE'; candidates: PropertyRecord[] };

/** AVM answer: a value with a confidence score (0-100), or none (docs/product/registration-and-routing.md §4: NO_AVM_FOUND). */
export type Valuation = { outcome: 'FOUND'; valueDollars: number; confidence: number } | { outcome: 'NOT_FOUND' };

/** Public records and the automated valuation model (AVM). */
export interface PropertyData {
  findProperty(
    owner: ProviderApplicant,
    address: ProviderAddress,
    options?: PropertyLookupOptions,
  ): Promise<PropertyMatch>;
  estimateValue(owner: ProviderApplicant, property: PropertyRecord): Promise<Valuation>;
}
