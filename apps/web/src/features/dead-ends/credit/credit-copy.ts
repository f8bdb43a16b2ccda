import type { CreditBureauCode } from '@heloc/domain/contracts';

/*
 * credit/error: how to lift a security freeze or unlock a credit file at each of the three nationwide
 * bureaus. The spec is silent; this is the consumer-facing information the bureaus publish (docs/decisions.md).
 */

export interface BureauHelp {
  name: string;
  /** Where a freeze is placed and lifted online. */
  freezeUrl: string;
  freezePhone: string;
  /** The product a lock is set with (a lock is lifted where it was set). */
  lockProduct: string;
}

export const BUREAU_HELP: Readonly<Record<CreditBureauCode, BureauHelp>> = {
  EQUIFAX: {
    name: 'Equifax',
    freezeUrl: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
    freezePhone: '1-888-298-0045',
    lockProduct: 'the myEquifax account or the Lock & Alert app',
  },
  EXPERIAN: {
    name: 'Experian',
    freezeUrl: 'https://www.experian.com/freeze/center.html',
    freezePhone: '1-888-397-3742',
    lockProduct: 'your Experian account or app (CreditLock)',
  },
  TRANSUNION: {
    name: 'TransUnion',
    freezeUrl: 'https://www.transunion.com/credit-freeze',
    freezePhone: '1-888-909-8872',
    lockProduct: 'your TransUnion account or app (Credit Lock)',
  },
};

export const BUREAU_ORDER: readonly CreditBureauCode[] = ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'];

/** Federal law (FCRA §605A(i)) has a bureau lift a freeze within one hour of an online or phone request. */
export const LIFT_TIMING =
  'A freeze lifted online or by phone must be lifted within one hour (federal law); most lifts and unlocks take ' +
  'effect within minutes. A temporary lift is enough: choose a period of at least 30 days so we can also check ' +
  'your credit again before closing.';

export const SSN_WHY =
  'We use your Social Security number only to find your credit file and verify your identity. It is encrypted ' +
  'when stored and never shown in full.';
