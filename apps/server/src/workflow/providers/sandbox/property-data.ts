import { personaForLastName } from './personas';
import type { ProviderAddress } from '../applicant';
import type { PropertyData, PropertyRecord } from '../property-data';

// A stable, fake parcel number derived from the address, so the same address always has the same APN.
const parcelNumber = (address: ProviderAddress, suffix = 0): string => {
  const text = `${address.street1}|${address.zip}|${suffix}`.toUpperCase();
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `${address.state}-${String(hash % 1_000_000_000).padStart(9, '0')}`;
};

const record = (address: ProviderAddress, suffix = 0, ownerName: string | null = null): PropertyRecord => ({
  apn: parcelNumber(address, suffix),
  address,
  propertyType: 'SINGLE_FAMILY',
  ownerName,
});

/** The owner of record as a county writes it: upper case, last name first. */
const ownerOfRecord = (owner: { firstName: string; lastName: string }) =>
  `${owner.lastName}, ${owner.firstName}`.toUpperCase();

/** The second unit of a duplex at the address, owned by someone else. */
const NEIGHBOUR = 'SANDBOX PROPERTY HOLDINGS LLC';

/**
 * A property not found is found on a later lookup (the corrected address) unless the persona says never; a
 * lookup by the parcel the applicant picked among several answers that parcel.
 */
export const sandboxPropertyData: PropertyData = {
  async findProperty(owner, address, { apn = null, attempt = 1 } = {}) {
    const persona = personaForLastName(owner.lastName);
    if (apn) return { outcome: 'FOUND', property: { ...record(address, 0, ownerOfRecord(owner)), apn } };
    const foundOnRetry = attempt > 1 && persona.propertyOnRetry === 'FOUND';
    if (persona.property === 'NOT_FOUND' && !foundOnRetry) return { outcome: 'NOT_FOUND' };
    if (persona.property === 'MULTIPLE') {
      return {
        outcome: 'MULTIPLE',
        candidates: [record(address, 0, ownerOfRecord(owner)), record({ ...address, street2: 'Unit B' }, 1, NEIGHBOUR)],
      };
    }
    return { outcome: 'FOUND', property: record(address, 0, ownerOfRecord(owner)) };
  },
  async estimateValue(owner) {
    const value = personaForLastName(owner.lastName).avmValueDollars;
    return value === null ? { outcome: 'NOT_FOUND' } : { outcome: 'FOUND', valueDollars: value, confidence: 90 };
  },
};
