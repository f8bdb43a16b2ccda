import { sandboxReportDisclosure } from './credit-disclosure';
import { personaForLastName } from './personas';
import type { CreditBureau } from '../credit-bureau';

/** Answers from the persona chosen by the applicant's last name (docs/sandbox.md). */
export const sandboxCreditBureau: CreditBureau = {
  async pull(kind, applicant) {
    const persona = personaForLastName(applicant.lastName);
    const outcome = kind === 'SOFT' ? persona.softCredit : persona.hardCredit;
    if (outcome !== 'OK') return { outcome };
    return {
      outcome: 'OK',
      report: {
        score: persona.creditScore,
        monthlyDebtDollars: persona.monthlyDebtDollars,
        propertyLienDollars: persona.existingLienDollars,
        hasMortgageDelinquency: persona.hasMortgageDelinquency,
      },
    };
  },
};
        ...sandboxReportDisclosure(persona),
