import type { FirstStepKind } from '../../features/registration/first-step/first-step-paths';
import { nextTask } from '../../lib/next-task';
/**
 * The build's list of the app's code (vite.config.ts writes it into index.html as JSON): `app`, the scripts of the
 * app itself (src/app/start-app.tsx and its static imports), then their stylesheets; `application`, those the
 * application area's most visited screens add (src/app/routes/application-screens.ts); `screen:<path>`, those one
 * more screen of the area adds (its path relative to /{uuid}/, as `screenCodeGroup` names it); `first-step:<flow>`,
 * those a registration flow's page, its first step and the steps Continue there leads to add (`firstStepCodeGroup`).
 * On a page whose markup paints before any script, the first script asks for them all at once after the first paint,
 * without running them (modulepreload), and then runs them one per task (main.tsx), so no stage is one long task.
 * The stylesheets are fetched, not applied (preload): an import of the app's code waits for its stylesheets to load
 * before it runs (the bundler's rule), and asked for only then they cost the app's start a round trip to the server
 * each (docs/decisions.md "Performance of the pages").
 */
export const APP_CODE_ELEMENT_ID = 'app-code';

/**
 * User Timing marks the page's first script leaves (app/main.tsx): its run of the app's code done, and the app
 * started. A trace shows them beside the tasks; the browser journeys wait for them rather than for a time.
 */
export const APP_CODE_RUN_MARK = 'heloc:app-code-run';
export const APP_START_MARK = 'heloc:app-start';
export type AppCodeGroup = 'app' | 'application' | `screen:${string}` | `first-step:${FirstStepKind}`;
export type AppCodeList = Partial<Record<AppCodeGroup, string[]>>;

/** The group of the scripts one screen of the application area adds, by its path relative to /{uuid}/. */
export const screenCodeGroup = (screen: string): AppCodeGroup => `screen:${screen}`;

/** The group of the scripts a registration flow's first step adds to the app's, with the steps it leads to. */
export const firstStepCodeGroup = (kind: FirstStepKind): AppCodeGroup => `first-step:${kind}`;

const isStylesheet = (href: string): boolean => href.endsWith('.css');

const listIn = (doc: Document): AppCodeList => {
  try {
    return JSON.parse(doc.getElementById(APP_CODE_ELEMENT_ID)?.textContent ?? '{}') as AppCodeList;
  } catch {
    return {};
  }
};

/**
 * Asking for a script costs the page's thread a few milliseconds (3-4 ms each in a Lighthouse audit on a 2-core
 * machine, four times that on its simulated phone): this many per task, so asking for the sixty of an application
 * page is no long task (docs/decisions.md "Performance of the pages").
 */
export const SCRIPTS_ASKED_PER_TASK = 2;

/**
 * Asks for the files of these groups, in order, that the page has not asked for or linked yet: scripts fetched and
 * compiled, not run (modulepreload); stylesheets fetched, not applied (preload, with the same CORS mode as the
 * bundler's own link, so that link finds them in the cache). Resolves once every one has been asked for.
 */
export const fetchAppCode = async (doc: Document, groups: readonly AppCodeGroup[]): Promise<void> => {
  const list = listIn(doc);
  const asked = new Set([...doc.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')));
  const wanted = [...new Set(groups.flatMap((group) => list[group] ?? []))].filter((href) => !asked.has(href));
  for (let start = 0; start < wanted.length; start += SCRIPTS_ASKED_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of wanted.slice(start, start + SCRIPTS_ASKED_PER_TASK)) {
      const link = doc.createElement('link');
      if (isStylesheet(href)) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
  }
};

/**
 * Runs the scripts of these groups one per task, in the build's order (each after the scripts it imports), so that
 * evaluating the app's code (React, the contracts' schemas, the screens) is a series of short tasks rather than a few
 * long ones on a slow phone. Each is the same module the app's own imports then find already run. Rejects as an
 * import that failed to load does.
 */
export const runAppCode = async (doc: Document, groups: readonly AppCodeGroup[]): Promise<void> => {
  const list = listIn(doc);
  for (const href of new Set(groups.flatMap((group) => list[group] ?? []))) {
    if (isStylesheet(href)) continue;
    await nextTask();
    await import(/* @vite-ignore */ href);
  }
};
