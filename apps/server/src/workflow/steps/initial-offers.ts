import type { StatusPatch } from '../status/status-fields';
import type { Step } from './step';
import { applicantOf, organizationOf, propertyAddressOf } from './step-inputs';

/** WAITING_FOR_INITIAL_OFFERS ─[INITIAL_OFFERS]─▶ OFFER_SELECTION: property, valuation, title, flood, pricing. */
export const initialOffers: Step = {
  from: 'WAITING_FOR_INITIAL_OFFERS',
  async run({ trx, row, providers }) {
    const owner = applicantOf(row);
    const match = await providers.propertyData.findProperty(owner, propertyAddressOf(row));
    if (match.outcome === 'NOT_FOUND') return { patch: { checklistStatus: 'NO_PROPERTY_FOUND' } };
    if (match.outcome === 'MULTIPLE') return { patch: { checklistStatus: 'MULTIPLE_PROPERTIES' } };
    const valuation = await providers.propertyData.estimateValue(owner, match.property);
    if (valuation.outcome === 'NOT_FOUND') {
      // spec 01 §4: NO_AVM_FOUND routes to bpo/estimate-value; spec 03 §9: a $180 valuation fee then applies.
      return { patch: { checklistStatus: 'NO_AVM_FOUND', bpo: 'BPO_REQUIRED', uwSubDecision: 'BPO_PENDING' } };
    }
    const title = await providers.title.search(owner, match.property);
    const flood = await providers.flood.certify(owner, match.property);
    const titleLiens = title.liens.reduce((sum, lien) => sum + lien.balanceDollars, 0);
    const existingLienDollars = Math.max(titleLiens, row.existing_lien_dollars ?? 0);
    const { pricing, isCreditUnion } = await organizationOf(trx, row.org_code);
    const offers = await providers.pricing.price({
      pricing,
      isCreditUnion,
      propertyState: row.property_state ?? '',
      creditScore: row.credit_score ?? 0,
      propertyValueDollars: valuation.valueDollars,
      existingLienDollars,
    });
    const data = {
      property_value_dollars: valuation.valueDollars,
      existing_lien_dollars: existingLienDollars,
      flood_zone: flood.zone,
      offers: JSON.stringify(offers),
    };
    const common: StatusPatch = { title: 'PREQUAL_COMPLETE', bpo: 'BPO_NOT_REQUIRED', waitingOnFloodCert: false };
    // Not enough equity for the smallest line (spec 03 §9: $15,000).
    if (offers.length === 0) return { patch: { ...common, checklistStatus: 'DECLINED', uwDecision: 'DECLINE' }, data };
    return {
      patch: { ...common, checklistStatus: 'OFFER_SELECTION', uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER' },
      data,
    };
  },
};
