import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** docs/product/registration-and-routing.md §8-9: a page whose code fails to load reloads the page, up to 5 times. */
export const MAX_PAGE_LOAD_RELOADS = 5;
const RELOADS_KEY = 'heloc.page-load-reloads';

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

const browserDeps = (): ReloadDeps => ({ storage: sessionStorage, reload: () => window.location.reload() });

/** Counts one more reload and reloads, unless 5 reloads already happened this session; says whether it reloaded. */
export const reloadAfterFailedLoad = ({ storage, reload }: ReloadDeps = browserDeps()): boolean => {
  const done = Number(storage.getItem(RELOADS_KEY) ?? '0') || 0;
  if (done >= MAX_PAGE_LOAD_RELOADS) return false;
  storage.setItem(RELOADS_KEY, String(done + 1));
  reload();
  return true;
};

export const resetPageLoadReloads = ({ storage }: Pick<ReloadDeps, 'storage'> = browserDeps()): void =>
  storage.removeItem(RELOADS_KEY);

/**
 * A lazy route module: loads the page's code when first visited. A failed load (typically a stale chunk after a
 * deploy) reloads the page; after 5 reloads the error reaches the route's error screen. A success resets the count.
 */
export const lazyPage =
  (load: () => Promise<ComponentType>, deps?: ReloadDeps): LazyRouteFunction<RouteObject> =>
  async () => {
    try {
      const Component = await load();
      resetPageLoadReloads(deps);
      return { Component };
    } catch (error) {
      // While the page reloads, stay pending rather than flash the error screen.
      if (reloadAfterFailedLoad(deps)) return new Promise<never>(() => {});
      throw error;
    }
  };
