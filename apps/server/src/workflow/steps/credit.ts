import type { UwSubDecision } from '@heloc/domain';
import { type FieldCipher, fieldContext } from '../../platform/crypto';
import { json } from '../../platform/database/json';
import type { ApplicationRow } from '../../platform/database/schema';
import type { CreditPullResult } from '../providers';
import { creditReportRecord, reasonsFromKeyFactors } from '../decisions/credit-reasons';
import { insertCreditReport } from '../decisions/decisions.repo';
import type { Step, StepResult } from './step';
import { annualIncome, applicantOf, organizationOf, propertyAddressOf } from './step-inputs';
import { prequalify } from './underwriting';

/*
 *   create ─▶ WAITING_FOR_SOFT_CREDIT ─[SOFT_CREDIT]─▶ WAITING_FOR_INITIAL_OFFERS
 *   confirm offer ─▶ HARD_CREDIT_PULL ─[HARD_CREDIT]─▶ COLLECT_ADDITIONAL_INFO
 * Each pull can instead stop at an outcome status (declined, no credit match, frozen, locked).
 */

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

export const softCredit: Step = {
  from: 'WAITING_FOR_SOFT_CREDIT',
  async run({ trx, row, providers, cipher }) {
    const home = row.home_address ?? propertyAddressOf(row);
    const result = await providers.creditBureau.pull('SOFT', applicantOf(row, cipher), home);
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
        return {
          patch: { ...cleared, checklistStatus: 'DECLINED', uwDecision: 'DECLINE' },
          data,
          // Reg B: the factors behind the score are the reasons (credit-reasons.ts).
          decision: { category: 'CREDIT', reasons: reasonsFromKeyFactors(report.keyFactors) },
        };
      case 'DELINQUENCY_REVIEW':
        return { patch: { ...cleared, checklistStatus: 'DELINQUENCY_REVIEW', uwDecision: 'REVIEW' }, data };
      case 'UW_REVIEW':
        return { patch: { ...cleared, checklistStatus: 'UW_REVIEW', uwDecision: 'REVIEW' }, data };
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

export const hardCredit: Step = {
  from: 'HARD_CREDIT_PULL',
  async run(context) {
    const { result, attempt, ssn } = await pull(context, 'HARD');
    if (result.outcome !== 'OK') return creditStop(result, 'HARD', ssn !== null, attempt);
    await insertCreditReport(context.trx, creditReportRecord(context.row.uuid, 'HARD', result.report, context.now));
    await insertCreditReport(trx, creditReportRecord(row.uuid, 'SOFT', report, context.now));
    return {
      // The offer confirmed before the hard pull was an unverified one (initial-offers.ts).
      patch: { ...unfrozen(context.row, 'UNVERIFIED_OFFER'), checklistStatus: 'COLLECT_ADDITIONAL_INFO' },
      data: { credit_score: result.report.score, hard_credit_pulls: attempt, credit_block: json(null) },
    };
  },
};
