import type { ProviderAddress, ProviderApplicant } from './applicant';

export interface PropertyRecord {
  /** Assessor's parcel number. */
  apn: string;
  address: ProviderAddress;
  propertyType: 'SINGLE_FAMILY' | 'CONDO' | 'TOWNHOUSE' | 'MULTI_FAMILY';
}

export type PropertyMatch =
  | { outcome: 'FOUND'; property: PropertyRecord }
  | { outcome: 'NOT_FOUND' }
  | { outcome: 'MULTIPLE'; candidates: PropertyRecord[] };

/** AVM answer: a value with a confidence score (0-100), or none (spec 01 §4: NO_AVM_FOUND). */
export type Valuation = { outcome: 'FOUND'; valueDollars: number; confidence: number } | { outcome: 'NOT_FOUND' };

/** Public records and the automated valuation model (AVM). */
export interface PropertyData {
  findProperty(owner: ProviderApplicant, address: ProviderAddress): Promise<PropertyMatch>;
  estimateValue(owner: ProviderApplicant, property: PropertyRecord): Promise<Valuation>;
}
