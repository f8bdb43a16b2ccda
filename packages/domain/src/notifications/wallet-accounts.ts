/*
 * Wallet accounts (docs/product/application-area.md §3, §7): the spec gives their shape, not what they are for us.
 * Ours (docs/decisions.md "Notifications"): one account per application, named after the loan and the property, so
 * a borrower's notifications group by the loan they are about.
 */

export interface WalletAccountNaming {
  loanNumber: string | null;
  propertyStreet: string | null;
}

/** e.g. 'Loan HL-1234567 · 12 Oak St'; before a loan number is given, 'HELOC application · 12 Oak St'. */
export const walletAccountNameOf = ({ loanNumber, propertyStreet }: WalletAccountNaming): string => {
  const loan = loanNumber ? `Loan ${loanNumber}` : 'HELOC application';
  return propertyStreet ? `${loan} · ${propertyStreet}` : loan;
};

/** The borrower acting for their own application; a co-signer authorised on it. */
export const WALLET_AUTHORIZATION_TYPES = ['OWNER', 'SIGNER'] as const;
export type WalletAuthorizationType = (typeof WALLET_AUTHORIZATION_TYPES)[number];
