import type { Address } from '@heloc/domain/contracts';

/** '123 Main St, Apt 4, Austin, TX 78701'. */
export const oneLineAddress = (a: Pick<Address, 'street1' | 'street2' | 'city' | 'state' | 'zip'>): string =>
  [a.street1, a.street2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');

/** The precision dollars are shown with: whole dollars, or cents when the amount has them. */
export const moneyPrecision = (dollars: number): number => (Number.isInteger(dollars) ? 0 : 2);
