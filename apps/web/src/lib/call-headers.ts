/**
 * docs/product/registration-and-routing.md §7: the headers every call sends: JSON accepted, the org header, the stored Bearer token; JSON content when
 * there is a body. One place for the api client and the page's first script, which calls before the client loads.
 */
export const callHeaders = ({
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
