import { sandboxReportDisclosure } from './credit-disclosure';
import { personaForLastName } from './personas';
import type { CreditBureau, CreditBureauName } from '../credit-bureau';

/** A freeze is placed at Experian, a lock at TransUnion (either bureau would do: the screen names the one given). */
const BUREAU_OF = { FROZEN: 'EXPERIAN', LOCKED: 'TRANSUNION' } as const satisfies Record<string, CreditBureauName>;

/**
 * Answers from the persona chosen by the applicant's last name (docs/sandbox.md). A pull with the full SSN
 * finds a file the name and address did not (unless the persona says it still does not); a frozen or locked file is
 * lifted from the second pull of the same kind on (unless the persona keeps it frozen).
 */
export const sandboxCreditBureau: CreditBureau = {
  async pull(kind, applicant, _home, { ssn = null, attempt = 1 } = {}) {
    const persona = personaForLastName(applicant.lastName);
    const first = kind === 'SOFT' ? persona.softCredit : persona.hardCredit;
    let outcome = first;
    if ((first === 'NO_MATCH' || first === 'NO_MATCH_SSN') && ssn) {
      outcome = first === 'NO_MATCH' && persona.ssnPull === 'MATCH' ? 'OK' : 'NO_MATCH_SSN';
    }
    if ((first === 'FROZEN' || first === 'LOCKED') && attempt > 1 && persona.freezeLifted === 'ON_RETRY')
      outcome = 'OK';
    if (outcome === 'FROZEN' || outcome === 'LOCKED') return { outcome, bureau: BUREAU_OF[outcome] };
    if (outcome !== 'OK') return { outcome };
    return {
      outcome: 'OK',
      report: {
        score: persona.creditScore,
        monthlyDebtDollars: persona.monthlyDebtDollars,
        propertyLienDollars: persona.existingLienDollars,
        hasMortgageDelinquency: persona.hasMortgageDelinquency,
        ...sandboxReportDisclosure(persona),
      },
    };
  },
};
