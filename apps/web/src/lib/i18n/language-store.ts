import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@heloc/domain';

/**
 * The language the person reads the app in (docs/i18n.md), outside React too: the API client sends it as
 * Accept-Language so the server's answers (errors, documents) match. Chosen once, it is kept in this browser (local
 * storage, and a cookie the server reads to pre-render the first screen in it); before any choice, the server's
 * reading of Accept-Language, which it writes into <html lang>.
 */
const STORAGE_KEY = 'heloc.language';
export const LANGUAGE_COOKIE = 'heloc_language';
const ONE_YEAR_S = 365 * 24 * 3600;

/** A development aid: `?locale=pseudo` shows every catalogued text lengthened and accented (docs/i18n.md). */
export const PSEUDO_LANGUAGE = 'en-XA';
export type DisplayLanguage = Language | typeof PSEUDO_LANGUAGE;

const listeners = new Set<() => void>();
let current: DisplayLanguage | undefined;

const stored = (): Language | undefined => {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(value)) return value;
  } catch {
    // Storage can be refused (private mode): the cookie below still holds the choice.
  }
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
  const value = cookie?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
};

const fromPage = (): Language | undefined => {
  const lang = document.documentElement.lang.split('-')[0];
  return isLanguage(lang) ? lang : undefined;
};

/** The language to start in: `?locale=pseudo` (display only, never remembered), the person's choice, the page's, English. */
export const initialLanguage = (offered?: readonly Language[]): DisplayLanguage => {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  if (new URLSearchParams(window.location.search).get('locale') === 'pseudo') return PSEUDO_LANGUAGE;
  const chosen = stored() ?? fromPage() ?? DEFAULT_LANGUAGE;
  if (offered && !offered.includes(chosen)) return offered[0] ?? DEFAULT_LANGUAGE;
  return chosen;
};

export const getLanguage = (): DisplayLanguage => (current ??= initialLanguage());

/** The real language behind the display one (the pseudo-locale reads as English to the server). */
export const getSpokenLanguage = (): Language => {
  const language = getLanguage();
  return language === PSEUDO_LANGUAGE ? DEFAULT_LANGUAGE : language;
};

/** Sets the language for this page and, when `remember`, for the next visits of this browser. */
export const setLanguage = (language: DisplayLanguage, { remember = true }: { remember?: boolean } = {}): void => {
  current = language;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language === PSEUDO_LANGUAGE ? 'en' : language;
    if (remember && language !== PSEUDO_LANGUAGE) {
      try {
        window.localStorage.setItem(STORAGE_KEY, language);
      } catch {
        // See stored(): the cookie is enough.
      }
      document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
    }
  }
  for (const listener of listeners) listener();
};

export const subscribeLanguage = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
