import type { CreditReport } from '../credit-bureau';
import type { Persona } from './personas';

/**
 * What the sandbox bureau says about a score besides the number: the model, the key factors that held it
 * down (FCRA §609(f), worded like the bureaus' reason statements) and the bureau's contact details for the adverse
 * action notice. The bureau is fictional; its 555 number and .example site reach no one.
 */
export const SANDBOX_BUREAU = {
  name: 'Sandbox Credit Reporting Agency',
  address: 'P.O. Box 740241, Atlanta, GA 30374',
  phone: '1-800-555-0199',
  website: 'https://www.sandbox-credit-bureau.example',
} as const;

/** Key factors by what the persona's file shows: the weakest files say most. */
export const sandboxKeyFactors = (persona: Persona): string[] => {
  const factors: string[] = [];
  if (persona.hasMortgageDelinquency) factors.push('Serious delinquency on a mortgage account');
  if (persona.creditScore < 640) {
    factors.push(
      'Proportion of balances to credit limits on revolving accounts is too high',
      'Too many inquiries in the last 12 months',
      'Length of time accounts have been established',
    );
  } else if (persona.creditScore < 740) {
    factors.push('Proportion of balances to credit limits on revolving accounts is too high');
  }
  if (persona.monthlyDebtDollars > 5_000) factors.push('Amount owed on accounts is too high');
  factors.push('Length of time accounts have been established', 'Too many accounts with balances');
  return [...new Set(factors)].slice(0, 4);
};

export const sandboxReportDisclosure = (
  persona: Persona,
): Pick<CreditReport, 'scoreModel' | 'keyFactors' | 'bureauContact'> => ({
  scoreModel: 'FICO Score 8',
  keyFactors: sandboxKeyFactors(persona),
  bureauContact: { ...SANDBOX_BUREAU },
});
