import type { CreditBureauCode } from '@heloc/domain/contracts';
import type { MessageDescriptor } from 'react-intl';
import { creditMessages as m } from './credit.messages';

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
  lockProduct: MessageDescriptor;
}

export const BUREAU_HELP: Readonly<Record<CreditBureauCode, BureauHelp>> = {
  EQUIFAX: {
    name: 'Equifax',
    freezeUrl: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
    freezePhone: '1-888-298-0045',
    lockProduct: m.lockEquifax,
  },
  EXPERIAN: {
    name: 'Experian',
    freezeUrl: 'https://www.experian.com/freeze/center.html',
    freezePhone: '1-888-397-3742',
    lockProduct: m.lockExperian,
  },
  TRANSUNION: {
    name: 'TransUnion',
    freezeUrl: 'https://www.transunion.com/credit-freeze',
    freezePhone: '1-888-909-8872',
    lockProduct: m.lockTransunion,
  },
};

export const BUREAU_ORDER: readonly CreditBureauCode[] = ['EQUIFAX', 'EXPERIAN', 'TRANSUNION'];
