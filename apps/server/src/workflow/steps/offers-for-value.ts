import type { Offer } from '@heloc/domain/contracts';
import { json } from '../../platform/database/json';
import type { RequalificationSnapshot } from '../../platform/database/schema';
import type { PropertyRecord, ProviderApplicant } from '../providers';
import type { StatusPatch } from '../status/status-fields';
import type { StepContext, StepResult } from './step';
import { organizationOf } from './step-inputs';
import { titleReviewOf } from './title-review';

/** The largest line among offers, dollars (0 without offers). */
export const maxLineOf = (offers: readonly Offer[]): number =>
  offers.reduce((max, offer) => Math.max(max, offer.max), 0);

/**
 * Once the home has a value (the AVM in INITIAL_OFFERS, or the broker price opinion in BPO_VALUATION): title, flood and
 * pricing decide the offers. Three outcomes:
 * - no offer (not enough equity for the smallest line, docs/product/widgets-and-calculations.md §9: $15,000): DECLINED;
 * - product/prequal-winback: the title search found liens the credit report did not show, so the line sits
 *   behind more debt (a higher combined loan-to-value, a later lien position) and the largest line is lower than the
 *   credit report promised, yet some line still qualifies: CLTV_LIEN_POSITION_REQUALIFY, where the applicant accepts
 *   the lower line or leaves;
 * - otherwise OFFER_SELECTION.
 * `data` is stored with the outcome (the caller's own columns join it).
 */
export const offersForValue = async (
  { trx, row, providers, now }: Pick<StepContext, 'trx' | 'row' | 'providers' | 'now'>,
  owner: ProviderApplicant,
  property: PropertyRecord,
  valueDollars: number,
  extra: { patch?: StatusPatch; data?: Record<string, unknown> } = {},
): Promise<StepResult> => {
  const title = await providers.title.search(owner, property);
  const flood = await providers.flood.certify(owner, property);
  const titleLiens = title.liens.reduce((sum, lien) => sum + lien.balanceDollars, 0);
  const reportedLiens = row.existing_lien_dollars ?? 0;
  const existingLienDollars = Math.max(titleLiens, reportedLiens);
  const { pricing, sheetVersion, isCreditUnion, isAgeRestricted } = await organizationOf(trx, row, now);
  const priceWith = (lienDollars: number) =>
    providers.pricing.price({
      pricing,
      orgCode: row.org_code,
      isCreditUnion,
      isAgeRestricted,
      propertyState: row.property_state ?? '',
      creditScore: row.credit_score ?? 0,
      propertyValueDollars: valueDollars,
      existingLienDollars: lienDollars,
    });
  const offers = await priceWith(existingLienDollars);
  const data = {
    ...extra.data,
    property_value_dollars: valueDollars,
    existing_lien_dollars: existingLienDollars,
    flood_zone: flood.zone,
    offers: JSON.stringify(offers),
    // The sheet version that priced these offers (docs/pricing.md "Pricing sheets").
    pricing_sheet_version: sheetVersion,
  };
  const common: StatusPatch = {
    title: 'PREQUAL_COMPLETE',
    bpo: 'BPO_NOT_REQUIRED',
    waitingOnFloodCert: false,
    ...extra.patch,
  };
  if (offers.length === 0) {
    return {
      patch: { ...common, checklistStatus: 'DECLINED', uwDecision: 'DECLINE' },
      data,
      decision: { category: 'COLLATERAL', reasons: [{ code: 'INSUFFICIENT_COLLATERAL' }] },
    };
  }
  // The deed names someone else or another parcel: a reviewer looks first (the offers wait, stored).
  const titleReview = titleReviewOf(owner, property, title);
  if (titleReview) return { patch: { ...common, checklistStatus: titleReview, uwDecision: 'REVIEW' }, data };

  if (titleLiens > reportedLiens) {
    const promised = maxLineOf(await priceWith(reportedLiens));
    const now = maxLineOf(offers);
    if (now < promised) {
      const requalification: RequalificationSnapshot = {
        previousMaxLine: promised,
        newMaxLine: now,
        reportedLienDollars: reportedLiens,
        titleLienDollars: titleLiens,
        lienPosition: title.liens.length + 1,
        propertyValueDollars: valueDollars,
      };
      return {
        patch: { ...common, checklistStatus: 'CLTV_LIEN_POSITION_REQUALIFY', uwDecision: 'REVIEW' },
        data: { ...data, requalification: json(requalification) },
      };
    }
  }
  return {
    patch: { ...common, checklistStatus: 'OFFER_SELECTION', uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER' },
    data,
  };
};
