import { createHash } from 'node:crypto';
import type { AccountLinkProvider, LinkInstitution } from '../account-link';
import { personaForLastName } from './personas';

/**
 * The sandbox link dialog's institutions and answers (docs/sandbox.md "Linking accounts"): any username and password
 * sign in, except the documented failure values. Accounts and numbers are derived from the application, so the same
 * applicant always links the same accounts; routing numbers are real-format ABA numbers with valid checksums.
 */
export const SANDBOX_INSTITUTIONS: readonly LinkInstitution[] = [
  { id: 'sandbox-payroll-adp', name: 'ADP (sandbox)', kind: 'PAYROLL' },
  { id: 'sandbox-payroll-gusto', name: 'Gusto (sandbox)', kind: 'PAYROLL' },
  { id: 'sandbox-payroll-workday', name: 'Workday (sandbox)', kind: 'PAYROLL' },
  { id: 'sandbox-bank-first', name: 'First Sandbox Bank', kind: 'BANK' },
  { id: 'sandbox-bank-harbor', name: 'Harbor Savings (sandbox)', kind: 'BANK' },
  { id: 'sandbox-bank-lakeside', name: 'Lakeside Credit Union (sandbox)', kind: 'BANK' },
];

/** Failure values a tester types in the dialog (any other credentials succeed). */
export const SANDBOX_LINK_FAILURES = { wrongPassword: 'wrong-password', unavailableUser: 'user_unavailable' } as const;

// Valid ABA routing numbers (checksum 3-7-1) of the sandbox banks.
const ROUTING_BY_INSTITUTION: Record<string, string> = {
  'sandbox-bank-first': '011000015',
  'sandbox-bank-harbor': '021000021',
  'sandbox-bank-lakeside': '121000358',
};

/** A 10-digit account number derived from the application and the account. */
const accountNumberOf = (seed: string): string =>
  String(BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 12)}`) % 10_000_000_000n).padStart(
    10,
    '7',
  );

export const sandboxAccountLink: AccountLinkProvider = {
  institutions: (kind) => SANDBOX_INSTITUTIONS.filter((institution) => institution.kind === kind),

  async link(applicant, { institutionId, username, password }, statedAnnualIncomeDollars) {
    const institution = SANDBOX_INSTITUTIONS.find((i) => i.id === institutionId);
    if (!institution) return { outcome: 'UNKNOWN_INSTITUTION' };
    if (password === SANDBOX_LINK_FAILURES.wrongPassword) return { outcome: 'INVALID_CREDENTIALS' };
    if (username === SANDBOX_LINK_FAILURES.unavailableUser) return { outcome: 'INSTITUTION_UNAVAILABLE' };
    const holderName = `${applicant.firstName} ${applicant.lastName}`.trim();
    const routingNumber = ROUTING_BY_INSTITUTION[institution.id] ?? '011000015';
    // The persona's assets, a fifth in checking and the rest in savings (product/assets counts them).
    const assets = personaForLastName(applicant.lastName).assetBalanceDollars;
    const accounts = (['CHECKING', 'SAVINGS'] as const).map((type) => ({
      accountId: `${institution.id}-${type.toLowerCase()}`,
      name: type === 'CHECKING' ? 'Everyday Checking' : 'High-Yield Savings',
      type,
      holderName,
      routingNumber,
      accountNumber: accountNumberOf(`${applicant.applicationUuid}:${institution.id}:${type}`),
      balanceDollars: type === 'CHECKING' ? Math.round(assets / 5) : assets - Math.round(assets / 5),
    }));
    if (institution.kind === 'BANK') return { outcome: 'LINKED', institution, accounts, payroll: null };
    // Payroll: the persona decides what the payroll provider reports (docs/sandbox.md).
    const persona = personaForLastName(applicant.lastName);
    const annualIncomeDollars =
      persona.incomeCheck === 'MATCH'
        ? statedAnnualIncomeDollars
        : persona.incomeCheck === 'LOWER'
          ? Math.round(statedAnnualIncomeDollars * 0.7)
          : 0;
    return {
      outcome: 'LINKED',
      institution,
      accounts: accounts.slice(0, 1),
      payroll: { employerName: 'Sandbox Manufacturing Inc.', annualIncomeDollars },
    };
  },
};
