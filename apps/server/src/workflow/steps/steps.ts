import type { ChecklistStatus } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow } from '../../platform/database/schema';
import { findOrganizationPricing } from './steps.repo';
import type { ProviderAddress, ProviderApplicant, Providers } from '../providers';
import { resolvePricingData } from '../pricing/pricing-data';
import type { StatusPatch } from '../status/status-fields';
import { prequalify } from './underwriting';

/*
 * The processing steps of the engine. A step runs when its scheduled transition falls due (scheduler.ts), only if the
 * application is still in the step's `from` status; it asks the outside parties, decides, and answers the status
 * patch, the data columns to store and the step to schedule next.
 *
 *   create ─▶ WAITING_FOR_SOFT_CREDIT ─[SOFT_CREDIT]─▶ WAITING_FOR_INITIAL_OFFERS ─[INITIAL_OFFERS]─▶ OFFER_SELECTION
 *   confirm offer ─▶ HARD_CREDIT_PULL ─[HARD_CREDIT]─▶ COLLECT_ADDITIONAL_INFO
 * Each step can instead stop at an outcome status (declined, no credit match, frozen, no property, ...).
 */
export const STEP_KEYS = ['SOFT_CREDIT', 'INITIAL_OFFERS', 'HARD_CREDIT'] as const;
export type StepKey = (typeof STEP_KEYS)[number];

export interface StepResult {
  patch: StatusPatch;
  /** Non-status columns to store with the patch. */
  data?: Record<string, unknown>;
  next?: StepKey;
}

export interface StepContext {
  trx: Db;
  row: ApplicationRow;
  providers: Providers;
}

interface Step {
  from: ChecklistStatus;
  run(ctx: StepContext): Promise<StepResult>;
}

const applicantOf = (row: ApplicationRow): ProviderApplicant => ({
  applicationUuid: row.uuid,
  firstName: row.applicant?.firstName ?? '',
  lastName: row.applicant?.lastName ?? '',
  dateOfBirth: row.applicant
    ? `${row.applicant.dob.year}-${String(row.applicant.dob.month).padStart(2, '0')}-${String(row.applicant.dob.day).padStart(2, '0')}`
    : null,
  ssnLast4: null,
});

const propertyAddressOf = (row: ApplicationRow): ProviderAddress => ({
  street1: row.property_street1 ?? '',
  street2: row.property_street2,
  city: row.property_city ?? '',
  state: row.property_state ?? '',
  zip: row.property_zip ?? '',
});

const organizationOf = async (trx: Db, orgCode: string) => {
  const org = await findOrganizationPricing(trx, orgCode);
  const meta = (org?.org_meta_data ?? {}) as { variant?: { isCreditUnion?: boolean } };
  return {
    pricing: resolvePricingData((org?.org_pricing_data ?? []) as Record<string, unknown>[]),
    isCreditUnion: meta.variant?.isCreditUnion === true,
  };
};

const annualIncome = (row: ApplicationRow): number =>
  (row.income?.incomePrimary ?? 0) + (row.income?.incomeOther ?? 0) + (row.income?.incomeCoDeeders ?? 0);

const creditStop = (outcome: 'NO_MATCH' | 'NO_MATCH_SSN' | 'FROZEN' | 'LOCKED', kind: 'SOFT' | 'HARD'): StepResult => {
  if (outcome === 'NO_MATCH') return { patch: { checklistStatus: 'CREDIT_NO_MATCH' } };
  if (outcome === 'NO_MATCH_SSN') return { patch: { checklistStatus: 'CREDIT_NO_MATCH_SSN' } };
  return {
    patch: {
      checklistStatus: `${kind}_CREDIT_${outcome === 'FROZEN' ? 'FROZEN' : 'LOCKED'}`,
      ...(outcome === 'FROZEN' ? { uwSubDecision: 'CREDIT_FROZEN' } : {}),
    },
  };
};

const softCredit: Step = {
  from: 'WAITING_FOR_SOFT_CREDIT',
  async run({ trx, row, providers }) {
    const home = row.home_address ?? propertyAddressOf(row);
    const result = await providers.creditBureau.pull('SOFT', applicantOf(row), home);
    if (result.outcome !== 'OK') return creditStop(result.outcome, 'SOFT');
    const { report } = result;
    const data = {
      credit_score: report.score,
      monthly_debt_dollars: report.monthlyDebtDollars,
      existing_lien_dollars: report.propertyLienDollars,
    };
    const { pricing } = await organizationOf(trx, row.org_code);
    switch (prequalify(report, annualIncome(row), pricing)) {
      case 'DECLINED':
        return { patch: { checklistStatus: 'DECLINED', uwDecision: 'DECLINE' }, data };
      case 'DELINQUENCY_REVIEW':
        return { patch: { checklistStatus: 'DELINQUENCY_REVIEW', uwDecision: 'REVIEW' }, data };
      case 'ASSETS_PREQUAL':
        return { patch: { checklistStatus: 'ASSETS_PREQUAL', uwDecision: 'ASSET_DEPLETION' }, data };
      case 'PREQUALIFIED':
        return {
          patch: { checklistStatus: 'WAITING_FOR_INITIAL_OFFERS', uwDecision: 'INITIAL' },
          data,
          next: 'INITIAL_OFFERS',
        };
    }
  },
};

const initialOffers: Step = {
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

const hardCredit: Step = {
  from: 'HARD_CREDIT_PULL',
  async run({ row, providers }) {
    const home = row.home_address ?? propertyAddressOf(row);
    const result = await providers.creditBureau.pull('HARD', applicantOf(row), home);
    if (result.outcome !== 'OK') return creditStop(result.outcome, 'HARD');
    return { patch: { checklistStatus: 'COLLECT_ADDITIONAL_INFO' }, data: { credit_score: result.report.score } };
  },
};

export const STEPS: Record<StepKey, Step> = {
  SOFT_CREDIT: softCredit,
  INITIAL_OFFERS: initialOffers,
  HARD_CREDIT: hardCredit,
};

export const isStepKey = (value: string): value is StepKey => (STEP_KEYS as readonly string[]).includes(value);
