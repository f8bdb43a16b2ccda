import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A test that builds the app (the bundle budget) runs in node: no DOM to set up or clean.
const hasDom = typeof window !== 'undefined';

// jsdom does not scroll; the router's ScrollRestoration calls this.
if (hasDom) window.scrollTo = () => {};

afterEach(() => {
  if (hasDom) {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
