import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installReactIntlEnglish, setLanguage } from '../lib/i18n';

// A test that builds the app (the bundle budget) runs in node: no DOM to set up or clean.
const hasDom = typeof window !== 'undefined';

// Screens are lazy route modules: the first render of one compiles and loads its chunk, which on 2 busy cores takes
// longer than Testing Library's 1 s default for findBy/waitFor. A limit, not a speed target (npm run bench measures
// speed): a query that never matches still fails.
configure({ asyncUtilTimeout: 5000 });

// A component rendered without the app's providers reads English through react-intl, as the app does.
installReactIntlEnglish();

// jsdom does not scroll; the router's ScrollRestoration calls this.
if (hasDom) window.scrollTo = () => {};

afterEach(() => {
  if (hasDom) {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    // Each test starts in English, as a first visit with no choice made (a test may choose Spanish).
    setLanguage('en', { remember: false });
    document.cookie = 'heloc_language=; path=/; max-age=0';
    document.cookie = 'heloc_banner_dismissals=; path=/; max-age=0';
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
