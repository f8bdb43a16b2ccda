/**
 * docs/product/widgets-and-calculations.md §2: the OAuth return route of a link (/plaid-oauth-success, income/pointserv-callback) reads the stored
 * heloc_uuid to continue. Session storage: it belongs to this tab and ends with it.
 */
export const LINK_RETURN_KEY = 'heloc_uuid';

export const rememberLinkReturn = (applicationUuid: string): void => {
  try {
    window.sessionStorage.setItem(LINK_RETURN_KEY, applicationUuid);
  } catch {
    // Storage refused (private mode): the return route then explains and offers the dashboard.
  }
};

export const storedLinkReturn = (): string | null => {
  try {
    return window.sessionStorage.getItem(LINK_RETURN_KEY);
  } catch {
    return null;
  }
};

export const forgetLinkReturn = (): void => {
  try {
    window.sessionStorage.removeItem(LINK_RETURN_KEY);
  } catch {
    // Nothing stored to forget.
  }
};
