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
 * Each pull can instead stop at an outcome status (declined, no credit match, frozen, locked). The applicant
 * retries from there (modules/retries): with the full SSN after a no-match (a second miss is CREDIT_NO_MATCH_SSN), or
 * after lifting a freeze or lock. Each pull counts its attempts and records what stopped it (credit_block).
 */

type Kind = 'SOFT' | 'HARD';
type Stop = Exclude<CreditPullResult, { outcome: 'OK' }>;

/** The column that counts the pulls of a kind. */
const PULLS = { SOFT: 'soft_credit_pulls', HARD: 'hard_credit_pulls' } as const;

/** The full SSN the applicant entered on credit/social, opened for the bureau only; null when none was given. */
const ssnOf = (row: ApplicationRow, cipher: FieldCipher): string | null =>
  row.ssn_sealed ? cipher.decrypt(row.ssn_sealed, fieldContext('applications', row.uuid, 'ssn')) : null;

const creditStop = (result: Stop, kind: Kind, withSsn: boolean, attempt: number): StepResult => {
  // A miss even with the SSN is the second miss: review-app/no-credit (docs/product/registration-and-routing.md §4).
  const outcome = result.outcome === 'NO_MATCH' && withSsn ? 'NO_MATCH_SSN' : result.outcome;
  const bureau = 'bureau' in result ? (result.bureau ?? null) : null;
  const data = { [PULLS[kind]]: attempt, credit_block: json({ pull: kind, outcome, bureau }) };
  if (outcome === 'NO_MATCH') return { patch: { checklistStatus: 'CREDIT_NO_MATCH' }, data };
  if (outcome === 'NO_MATCH_SSN') return { patch: { checklistStatus: 'CREDIT_NO_MATCH_SSN' }, data };
  return {
    patch: {
      checklistStatus: `${kind}_CREDIT_${outcome === 'FROZEN' ? 'FROZEN' : 'LOCKED'}`,
      ...(outcome === 'FROZEN' ? { uwSubDecision: 'CREDIT_FROZEN' } : {}),
    },
    data,
  };
};

/** A pull that went through after a freeze takes the CREDIT_FROZEN sub-decision back off. */
const unfrozen = (row: ApplicationRow, before: UwSubDecision | null) =>
  row.uw_sub_decision === 'CREDIT_FROZEN' ? { uwSubDecision: before } : {};

const pull = async ({ row, providers, cipher }: Parameters<Step['run']>[0], kind: Kind) => {
  const home = row.home_address ?? propertyAddressOf(row);
  const attempt = row[PULLS[kind]] + 1;
  const ssn = ssnOf(row, cipher);
  const result = await providers.creditBureau.pull(kind, applicantOf(row, cipher), home, { ssn, attempt });
  return { result, attempt, ssn };
};

export const softCredit: Step = {
  from: 'WAITING_FOR_SOFT_CREDIT',
  async run(context) {
    const { trx, row } = context;
    const { result, attempt, ssn } = await pull(context, 'SOFT');
    if (result.outcome !== 'OK') return creditStop(result, 'SOFT', ssn !== null, attempt);
    const { report } = result;
    await insertCreditReport(trx, creditReportRecord(row.uuid, 'SOFT', report, context.now));
    const data = {
      credit_score: report.score,
      monthly_debt_dollars: report.monthlyDebtDollars,
      existing_lien_dollars: report.propertyLienDollars,
      soft_credit_pulls: attempt,
      credit_block: json(null),
    };
    const cleared = unfrozen(row, null);
    const { pricing } = await organizationOf(trx, row, context.now);
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
        return { patch: { ...cleared, checklistStatus: 'ASSETS_PREQUAL', uwDecision: 'ASSET_DEPLETION' }, data };
      case 'PREQUALIFIED':
        return {
          patch: { ...cleared, checklistStatus: 'WAITING_FOR_INITIAL_OFFERS', uwDecision: 'INITIAL' },
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
    return {
      // The offer confirmed before the hard pull was an unverified one (initial-offers.ts).
      patch: { ...unfrozen(context.row, 'UNVERIFIED_OFFER'), checklistStatus: 'COLLECT_ADDITIONAL_INFO' },
      data: { credit_score: result.report.score, hard_credit_pulls: attempt, credit_block: json(null) },
    };
  },
};
