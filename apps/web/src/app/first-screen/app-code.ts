import { nextTask } from '../../lib/next-task';
/**
 * The build's list of the app's code (vite.config.ts writes it into index.html as JSON): `app`, the scripts
 * of the app itself (src/app/start-app.tsx and its static imports); `application`, those the application area's
 * most visited screens add (src/app/routes/application-screens.ts). On a page whose markup paints before any script,
 * the first script asks for them all at once after the first paint, without running them (modulepreload), and then
 * imports the app in stages (main.tsx), so no stage is one long task.
 */
export const APP_CODE_ELEMENT_ID = 'app-code';
export type AppCodeGroup = 'app' | 'application';
export type AppCodeList = Partial<Record<AppCodeGroup, string[]>>;

const listIn = (doc: Document): AppCodeList => {
  try {
    return JSON.parse(doc.getElementById(APP_CODE_ELEMENT_ID)?.textContent ?? '{}') as AppCodeList;
  } catch {
    return {};
  }
};

/**
 * Asking for a script costs the page's thread a few milliseconds (more on a slow phone): this many per task, so
 * asking for two dozen is not one long task.
 */
export const SCRIPTS_ASKED_PER_TASK = 4;

/**
 * Asks for the scripts of these groups, in order, that the page has not asked for yet: fetched and compiled, not run
 * (modulepreload). Resolves once every one has been asked for.
 */
export const fetchAppCode = async (doc: Document, groups: readonly AppCodeGroup[]): Promise<void> => {
  const list = listIn(doc);
  const asked = new Set(
    [...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  const wanted = [...new Set(groups.flatMap((group) => list[group] ?? []))].filter((href) => !asked.has(href));
  for (let start = 0; start < wanted.length; start += SCRIPTS_ASKED_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of wanted.slice(start, start + SCRIPTS_ASKED_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
  }
};
