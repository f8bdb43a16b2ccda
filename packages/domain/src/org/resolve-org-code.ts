import { MAIN_ORG_CODE } from './organization';

export interface ResolveOrgCodeInput {
  /** The request's Host header (a port is ignored). */
  host?: string | null;
  /** The value of the `org` query parameter (or the `x-org` header), if any. */
  query?: string | null;
  /** Every organisation code that exists, lower case. */
  knownCodes: readonly string[];
  /** Host name (lower case, no port) -> organisation code, from the organisation records. */
  hosts?: Readonly<Record<string, string>>;
  /** The code used when nothing matches; the main brand by default. */
  fallback?: string;
}

/**
 * Ephemeral test hosts (ours; the spec names the idea, not the pattern): `<code>--pr-<n>.preview.<domain>`, e.g.
 * `lakeshorecu--pr-42.preview.example.com`. A deploy preview per pull request can show any brand.
 */
export const EPHEMERAL_HOST_PATTERN = /^([a-z0-9-]+?)--pr-\d+\.preview\./;

const LOCALHOST_PATTERN = /^([a-z0-9-]+)\.localhost$/;

const stripPort = (host: string): string => {
  const trimmed = host.trim().toLowerCase();
  // An IPv6 literal keeps its brackets: '[::1]:3000' -> '[::1]'.
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d*$/, '');
};

/**
 * docs/product/registration-and-routing.md §1, docs/product/widgets-and-calculations.md §1: the organisation comes from the org query parameter, the host name, a `<code>.localhost`
 * prefix or an ephemeral test host name; the main brand when nothing matches. Unknown codes never win.
 */
export const resolveOrgCode = ({
  host,
  query,
  knownCodes,
  hosts = {},
  fallback = MAIN_ORG_CODE,
}: ResolveOrgCodeInput): string => {
  const known = new Set(knownCodes);
  const fromQuery = query?.trim().toLowerCase();
  if (fromQuery && known.has(fromQuery)) return fromQuery;

  const hostName = host ? stripPort(host) : '';
  if (!hostName) return fallback;

  const fromRecord = hosts[hostName];
  if (fromRecord && known.has(fromRecord)) return fromRecord;

  for (const pattern of [LOCALHOST_PATTERN, EPHEMERAL_HOST_PATTERN]) {
    const code = pattern.exec(hostName)?.[1];
    if (code && known.has(code)) return code;
  }
  return fallback;
};
