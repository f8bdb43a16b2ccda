/** docs/product/application-area.md §5.2: addresses longer than this are shortened. */
export const WALLET_ADDRESS_MASK_THRESHOLD = 11;

/**
 * docs/product/application-area.md §5.2: "Masked wallet address: if longer than 11 characters, first 6 characters, then ..., then last 5;
 * otherwise shown whole". 'pb1qw2e3r4t5y6u7i8o9' → 'pb1qw2...7i8o9'.
 */
export const maskWalletAddress = (address: string): string =>
  address.length > WALLET_ADDRESS_MASK_THRESHOLD ? `${address.slice(0, 6)}...${address.slice(-5)}` : address;

/**
 * docs/product/application-area.md §5.2: "Bank account mask: last 4 digits". Non-digits are ignored, so '1234-5678 90' → '7890'; fewer than 4
 * digits are returned as they are.
 */
export const maskBankAccount = (accountNumber: string): string => accountNumber.replace(/\D/g, '').slice(-4);
