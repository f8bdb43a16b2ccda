import { formatMoney } from '@heloc/domain';
import type { Address } from '@heloc/domain/contracts';

/** '123 Main St, Apt 4, Austin, TX 78701'. */
export const oneLineAddress = (a: Pick<Address, 'street1' | 'street2' | 'city' | 'state' | 'zip'>): string =>
  [a.street1, a.street2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');

/** Dollars for display: whole dollars, or cents when the amount has them. */
export const money = (dollars: number): string => formatMoney(dollars, Number.isInteger(dollars) ? 0 : 2);
