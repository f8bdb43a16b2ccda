/**
 * The code a feature's routes need before the router asks for it, declared in the feature's `routes.ts` as
 * `export const preload = { ... } satisfies RoutePreload`. Nothing in the browser reads it: the build does
 * (apps/web/build/route-preloads.ts), and lists the chunks of these modules, with their static imports and
 * stylesheets, in the page for its first script to fetch and run a script per task (app/first-screen/app-code.ts,
 * docs/decisions.md "Performance of the pages").
 *
 * Each module is named by its path from the `routes.ts` that declares it (`./conditions-page.tsx`), with its
 * extension, as a literal: the build reads the declaration without running it, and fails on a module no chunk holds.
 */
export interface RoutePreload {
  /**
   * Modules every page of the application area loads ahead of the router (app/routes/application-screens.ts): the
   * layout, the most visited screens, their first reads.
   */
  readonly application?: readonly string[];
  /** Modules one screen of the application area adds, by the screen's path relative to /{uuid}/ (`signing/sign`). */
  readonly screens?: Readonly<Record<string, readonly string[]>>;
  /** Modules a registration flow's first step adds, by flow: its page, its first step and the steps Continue leads to. */
  readonly firstSteps?: Readonly<Record<string, readonly string[]>>;
}
