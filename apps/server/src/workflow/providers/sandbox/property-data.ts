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

const record = (address: ProviderAddress, suffix = 0): PropertyRecord => ({
  apn: parcelNumber(address, suffix),
  address,
  propertyType: 'SINGLE_FAMILY',
});

export const sandboxPropertyData: PropertyData = {
  async findProperty(owner, address) {
    const persona = personaForLastName(owner.lastName);
    if (persona.property === 'NOT_FOUND') return { outcome: 'NOT_FOUND' };
    if (persona.property === 'MULTIPLE') {
      return {
        outcome: 'MULTIPLE',
        candidates: [record(address, 0), record({ ...address, street2: 'Unit B' }, 1)],
      };
    }
    return { outcome: 'FOUND', property: record(address) };
  },
  async estimateValue(owner) {
    const value = personaForLastName(owner.lastName).avmValueDollars;
    return value === null ? { outcome: 'NOT_FOUND' } : { outcome: 'FOUND', valueDollars: value, confidence: 90 };
  },
};
