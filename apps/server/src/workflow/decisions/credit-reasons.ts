import type { AdverseActionReasonCode } from '@heloc/domain';
import type { CreditReport } from '../providers';
import type { DecisionReasonInput } from './decision';

/**
 * Reg B comment 9(b)(2)-4: a decline on a credit score gives the factors behind the score as its reasons, never
 * "score too low". The bureau's key factors are mapped to the statements of sample form C-1; a factor the form has
 * no statement for is given in the bureau's own words.
 */
const FACTOR_CODES: readonly [RegExp, AdverseActionReasonCode][] = [
  [/delinquen|past due|late/i, 'DELINQUENT_OBLIGATIONS'],
  [/balances to credit limits|utili[sz]ation/i, 'REVOLVING_BALANCES'],
  [/inquir/i, 'RECENT_INQUIRIES'],
  [/length of time|too few accounts|limited credit/i, 'LIMITED_CREDIT_EXPERIENCE'],
  [/public record|bankrupt/i, 'BANKRUPTCY'],
  [/collection|judgment/i, 'COLLECTION_OR_JUDGMENT'],
  [/foreclos|reposses/i, 'FORECLOSURE_OR_REPOSSESSION'],
];

export const reasonsFromKeyFactors = (keyFactors: readonly string[]): DecisionReasonInput[] => {
  const reasons: DecisionReasonInput[] = [];
  for (const factor of keyFactors) {
    const code = FACTOR_CODES.find(([pattern]) => pattern.test(factor))?.[1];
    const reason: DecisionReasonInput = code ? { code } : { code: 'OTHER', text: factor };
    if (!reasons.some((r) => r.code === reason.code && r.text === reason.text)) reasons.push(reason);
  }
  return reasons.length > 0 ? reasons.slice(0, 4) : [{ code: 'OTHER', text: 'Credit score below our minimum' }];
};

/** What a credit report adds to the recorded credit reports of the application. */
export const creditReportRecord = (
  applicationUuid: string,
  kind: 'SOFT' | 'HARD',
  report: CreditReport,
  now: Date,
) => ({
  applicationUuid,
  kind,
  score: report.score,
  scoreModel: report.scoreModel,
  rangeMin: 300,
  rangeMax: 850,
  keyFactors: report.keyFactors.slice(0, 4),
  bureau: report.bureauContact,
  pulledAt: now,
  tradelines: report.tradelines ?? [],
});
