import { sandboxReportDisclosure } from './credit-disclosure';
import { personaForLastName, type Persona } from './personas';
import { reportedLiensOf } from './title';
import type { CreditBureau, CreditBureauName, CreditTradeline } from '../credit-bureau';

/** A freeze is placed at Experian, a lock at TransUnion (either bureau would do: the screen names the one given). */
const BUREAU_OF = { FROZEN: 'EXPERIAN', LOCKED: 'TRANSUNION' } as const satisfies Record<string, CreditBureauName>;

/**
 * The persona's open accounts: the liens on the property that the report shows (the same ones, at the same
 * positions, as the title search's), then one card account carrying the rest of the monthly debt. A card's
 * minimum payment is about 3% of its balance (round figure, sandbox).
 */
export const sandboxTradelines = (persona: Persona): CreditTradeline[] => {
  const liens: CreditTradeline[] = reportedLiensOf(persona).map((lien) => ({
    creditor: lien.lender,
    kind: lien.position === 1 ? 'MORTGAGE' : 'HELOC',
    balanceDollars: lien.balanceDollars,
    minimumPaymentDollars: lien.monthlyPaymentDollars,
    lienPosition: lien.position,
  }));
  const card: CreditTradeline[] =
    persona.monthlyDebtDollars > 0
      ? [
          {
            creditor: 'Sandbox Card Services',
            kind: 'REVOLVING',
            balanceDollars: Math.round(persona.monthlyDebtDollars / 0.03),
            minimumPaymentDollars: persona.monthlyDebtDollars,
            lienPosition: null,
          },
        ]
      : [];
  return [...liens, ...card];
};

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
        tradelines: sandboxTradelines(persona),
      },
    };
  },
};
