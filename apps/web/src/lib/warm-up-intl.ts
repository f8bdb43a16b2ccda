import { INTL_LOCALE_OF } from '@heloc/domain';

let started = false;

/**
 * Starts ICU on a worker thread (intl-warm-up.worker.ts) while the app's code loads, for every language the app
 * offers; once a page. Nothing depends on it: where there is no worker, or it fails to start, the app's first
 * formatter starts ICU itself, as it did before.
 */
export const warmUpIntl = (): void => {
  if (started || typeof Worker !== 'function') return;
  started = true;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage(Object.values(INTL_LOCALE_OF));
  } catch {
    // A refused worker (a content policy, a browser setting) only leaves ICU's start to the page's thread.
  }
};
