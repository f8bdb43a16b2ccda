// Where a redirect goes, without the router: shared by the router's redirects and the first screen's plain links.

/** docs/product/registration-and-routing.md §2, docs/product/application-area.md §2.4: this query parameter opens the web chat on load and survives every redirect. */
export const POP_WEBCHAT_PARAM = 'pop-webchat';

/**
 * The target of a redirect, with the `pop-webchat` parameter of the current URL carried over (and, with
 * `keepSearch`, the whole query string). Every redirect of the app goes through here.
 */
export const redirectTarget = (
  target: string,
  currentSearch: string | URLSearchParams,
  options: { keepSearch?: boolean } = {},
): string => {
  const current = new URLSearchParams(currentSearch);
  const url = new URL(target, 'http://placeholder.invalid');
  const carried = options.keepSearch
    ? [...current.entries()]
    : current.getAll(POP_WEBCHAT_PARAM).map((v) => [POP_WEBCHAT_PARAM, v] as const);
  for (const [key, value] of carried) {
    if (!url.searchParams.has(key)) url.searchParams.append(key, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
};
