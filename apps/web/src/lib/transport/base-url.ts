/**
 * The base of every call's URL (docs/product/widgets-and-calculations.md §7: a feature flag named for the
 * application picks a relative base URL). A build may name an API origin of its own (`VITE_API_ORIGIN`, a host in
 * front of the API); the flag, once it answers on, keeps the calls on the page's own origin (relative URLs). Without
 * an origin configured, every call is relative and the flag is not asked.
 */
let isRelative = false;

/** The API origin the build was given, without a trailing slash ('' when none). */
export const configuredApiOrigin = (): string =>
  String((import.meta.env as Record<string, unknown>).VITE_API_ORIGIN ?? '').replace(/\/+$/, '');

/** The flag's answer: on, calls go to relative URLs; off, to the configured origin. */
export const setRelativeBaseUrl = (on: boolean): void => {
  isRelative = on;
};

/** The URL a call is sent to: an absolute URL as it is, a path under the base. */
export const withBaseUrl = (url: string): string => {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const origin = isRelative ? '' : configuredApiOrigin();
  return `${origin}${url}`;
};
