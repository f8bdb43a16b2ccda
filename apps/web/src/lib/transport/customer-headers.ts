/**
 * The customer portal's credentials (docs/product/registration-and-routing.md §7): JSON accepted, the org header, the
 * stored Bearer token of the borrower or the signer; JSON content when there is a body. One place for the customer
 * audience of the transport (lib/api-client.ts) and the page's first script, which calls before the app loads.
 */
export const customerHeaders = ({
  orgCode,
  token,
  hasBody = false,
}: {
  orgCode: string | undefined;
  token: string | null;
  hasBody?: boolean;
}): { Accept: string; [name: string]: string } => ({
  Accept: 'application/json',
  ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
  ...(orgCode ? { 'x-org': orgCode } : {}),
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});
