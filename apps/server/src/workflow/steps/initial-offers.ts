import { json } from '../../platform/database/json';
import type { PropertyCandidate } from '../../platform/database/schema';
import type { PropertyRecord } from '../providers';
import { offersForValue } from './offers-for-value';
import type { Step } from './step';
import { applicantOf, propertyAddressOf } from './step-inputs';

const candidateOf = (record: PropertyRecord): PropertyCandidate => ({
  apn: record.apn,
  ownerName: record.ownerName ?? null,
  address: { ...record.address, street2: record.address.street2 ?? null },
});

/**
 * WAITING_FOR_INITIAL_OFFERS ─[INITIAL_OFFERS]─▶ OFFER_SELECTION: property, valuation, title, flood, pricing.
 * The lookup counts its attempts; several properties are kept for review-app/property, where the applicant
 * picks one (property_apn), which the next lookup asks for by its parcel number.
 */
export const initialOffers: Step = {
  from: 'WAITING_FOR_INITIAL_OFFERS',
  async run({ trx, row, providers, now }) {
    const owner = applicantOf(row);
    const lookups = row.property_lookups + 1;
    const match = await providers.propertyData.findProperty(owner, propertyAddressOf(row), {
      apn: row.property_apn,
      attempt: lookups,
    });
    if (match.outcome === 'NOT_FOUND') {
      return { patch: { checklistStatus: 'NO_PROPERTY_FOUND' }, data: { property_lookups: lookups } };
    }
    if (match.outcome === 'MULTIPLE') {
      return {
        patch: { checklistStatus: 'MULTIPLE_PROPERTIES' },
        data: { property_lookups: lookups, property_candidates: json(match.candidates.map(candidateOf)) },
      };
    }
    const valuation = await providers.propertyData.estimateValue(owner, match.property);
    if (valuation.outcome === 'NOT_FOUND') {
      // docs/product/registration-and-routing.md §4: NO_AVM_FOUND routes to bpo/estimate-value; docs/product/widgets-and-calculations.md §9: a $180 valuation fee then applies.
      return {
        patch: { checklistStatus: 'NO_AVM_FOUND', bpo: 'BPO_REQUIRED', uwSubDecision: 'BPO_PENDING' },
        data: { property_lookups: lookups },
      };
    }
    // Title, flood and pricing (shared with the broker price opinion, BPO_VALUATION): offers, a lower line after the
    // title search (product/prequal-winback), or a decline.
    return offersForValue({ trx, row, providers, now }, owner, match.property, valuation.valueDollars, {
      data: { property_lookups: lookups },
    });
  },
};
