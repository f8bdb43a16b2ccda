import '../ui/global.css';
import { sendStartEventsBeforeApp } from '../features/registration/flow/registration-start-events';
import {
  FIRST_STEP_PREVIEW_ATTRIBUTE,
  firstStepKindOf,
  holdServerRenderedSubmit,
  type FirstStepKind,
} from '../features/registration/first-step/first-step-paths';
import { getToken, hasToken } from '../lib/auth-token';
import { isNewAuthModeDecided } from '../lib/auth-mode';
import { applicationScreenOf, applicationUuidOf, firstReadsOf, startEarlyReads } from '../lib/early-reads';
import { APP_SHELL_PREVIEW_ATTRIBUTE } from './first-screen/app-shell-attribute';
import {
  APP_CODE_RUN_MARK,
  APP_START_MARK,
  fetchAppCode,
  firstStepCodeGroup,
  runAppCode,
  screenCodeGroup,
  type AppCodeGroup,
} from './first-screen/app-code';
import { embeddedOrg } from './first-screen/embedded-org';
import { holdServerFrame } from './first-screen/frame-before-app';
import { prerenderedFirstScreen } from './first-screen/prerendered-first-screen';
import { lookUpInPreview } from './first-screen/preview-address-lookup';
import { mayWaitForVisitor, waitForVisitor } from './first-screen/wait-for-visitor';
import { reloadAfterFailedLoad } from '../lib/lazy-page';
import { preloadScreensOf } from './routes/application-screens';
import type { FirstScreenHandle } from './start-app';
import { nextTask } from '../lib/next-task';
import { afterNextFrame } from '../lib/after-next-frame';
import { whenIdle } from '../lib/when-idle';
import { warmUpIntl } from '../lib/warm-up-intl';

/**
 * The page's first script, kept tiny so it runs as soon as it arrives. On the first registration step (docs/product/registration-and-routing.md §2) the
 * step is on screen before the app: in the server's markup, or painted here with React alone. Where the server
 * pre-rendered it, the app's code is fetched and run in stages once the step has painted, and the app itself starts on
 * the visitor's first action (first-screen/wait-for-visitor.ts); the street field looks addresses up meanwhile.
 * Otherwise the app loads once the browser is idle. Either way it then takes over in place (first-step-handoff.ts).
 * Every other page starts the app at once; on an application's page, with that page's code and first reads started
 * beside it.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// After the first screen has painted (two frames), in idle time.
const afterPaint = (run: () => void) =>
  requestAnimationFrame(() => requestAnimationFrame(() => void whenIdle(run, { timeoutMs: 1500, fallbackMs: 200 })));

// docs/product/registration-and-routing.md §8-9: code that fails to load (a stale file after a deploy) reloads the page, as a lazy page does.
const orReload = <T,>(loading: Promise<T>): Promise<T | undefined> =>
  loading.catch((error: unknown) => {
    if (!reloadAfterFailedLoad()) throw error;
    return undefined;
  });

const startApp = (firstScreen?: FirstScreenHandle, options?: { replacesShell: boolean }) => {
  performance.mark(APP_START_MARK);
  warmUpIntl();
  void orReload(import('./start-app')).then((app) => app?.startApp(container, firstScreen, options));
};

/**
 * An application page's first reads are asked for at once, and its code loads in parallel with the app
 * rather than after it. Answers whether this is such a page.
 */
const startApplicationReads = (pathname: string): boolean => {
  const uuid = applicationUuidOf(pathname);
  const token = getToken();
  const org = embeddedOrg();
  if (!uuid || !token || !org) return false;
  startEarlyReads(firstReadsOf(uuid, applicationScreenOf(pathname)), { orgCode: org.orgCode, token });
  return true;
};

/**
 * Where the server's markup has painted, the app's code is asked for all at once (app-code.ts), then run a script
 * per task, so that no stage is a long task on a slow phone; then the stages below, which find most of their code
 * already run: React; the API client and its contracts (whose schemas wait for their first use); on an
 * application's page the status call's contract; then the app. Each stage runs what its import needs that has not run
 * yet (which modules share a file is the bundler's choice).
 * Answers false when a stage failed to load and the page reloads.
 */
type Stage = () => Promise<unknown>;
const APP_STAGES: Stage[] = [() => import('react-dom/client'), () => import('../lib/api-client')];
const APPLICATION_STAGES: Stage[] = [() => import('../shared/application-status/api/get-status')];
// On the first registration step, its page's code too: asked for with the app's rather than once the router wants it.
const FIRST_STEP_STAGES: Record<FirstStepKind, Stage> = {
  v2: () => import('../features/registration/register-v2-page'),
  original: () => import('../features/registration/register-page'),
};
const runAppInStages = async (isApplicationPage: boolean, firstStep?: FirstStepKind): Promise<boolean> => {
  warmUpIntl();
  await nextTask();
  // On an application's page, its screen's own scripts too where the build lists them (app-code.ts); on a first
  // step, its flow's page and the steps its Continue leads to.
  const groups: AppCodeGroup[] = isApplicationPage
    ? ['app', 'application', screenCodeGroup(applicationScreenOf(window.location.pathname))]
    : firstStep
      ? ['app', firstStepCodeGroup(firstStep)]
      : ['app'];
  await fetchAppCode(document, groups);
  if ((await orReload(runAppCode(document, groups).then(() => true))) === undefined) return false;
  const stages = [
    ...APP_STAGES,
    ...(isApplicationPage ? APPLICATION_STAGES : []),
    ...(firstStep ? [FIRST_STEP_STAGES[firstStep]] : []),
    () => import('./start-app'),
  ];
  for (const stage of stages) {
    await nextTask();
    if ((await orReload(stage())) === undefined) return false;
  }
  await nextTask();
  performance.mark(APP_CODE_RUN_MARK);
  return true;
};

const kind = firstStepKindOf(window.location.pathname);
const prerendered = kind ? prerenderedFirstScreen(container) : null;
if (kind && prerendered) {
  // Synchronously, before any chunk loads: Continue on the server's markup waits for the app, not a reload; the
  // frame's chat launcher and banners work before it too.
  holdServerRenderedSubmit(container);
  holdServerFrame(container);
  const org = embeddedOrg();
  const context = {
    search: window.location.search,
    isSignedIn: hasToken(),
    session: { getItem: (key: string) => window.sessionStorage.getItem(key) },
  };
  const form = container.querySelector<HTMLFormElement>(`form[${FIRST_STEP_PREVIEW_ATTRIBUTE}]`);
  if (org && form) lookUpInPreview(form, { orgCode: org.orgCode });
  if (org && mayWaitForVisitor({ ...context, org })) {
    sendStartEventsBeforeApp(org, kind, isNewAuthModeDecided(context.session.getItem), window.location.pathname);
    // Once the step has painted and the browser is idle, the app's code is fetched and run in stages (a script per
    // task, no long task); the app itself, its first render taking the step over, waits for the visitor's first
    // action, or for the stages if the visitor acts sooner (docs/decisions.md "Performance of the pages").
    let staged: Promise<boolean> | undefined;
    const runStages = () => (staged ??= runAppInStages(false, kind));
    afterPaint(() => void runStages());
    const start = async () => {
      if (await runStages()) startApp(prerendered);
    };
    waitForVisitor(document, { orgCode: org.orgCode, kind, start: () => void start() });
  } else {
    afterPaint(() => startApp(prerendered));
  }
} else if (kind) {
  void orReload(import('./first-screen/show-first-screen')).then((screen) => {
    if (!screen) return;
    const firstScreen = screen.showFirstScreen(container, kind) ?? undefined;
    if (firstScreen) afterPaint(() => startApp(firstScreen));
    else startApp();
  });
} else {
  const { pathname } = window.location;
  const replacesShell = container.querySelector(`[${APP_SHELL_PREVIEW_ATTRIBUTE}]`) !== null;
  const start = async () => {
    const isApplicationPage = startApplicationReads(pathname);
    if (replacesShell && !(await runAppInStages(isApplicationPage))) return;
    if (isApplicationPage) preloadScreensOf(pathname);
    startApp(undefined, { replacesShell });
  };
  // Right after the next frame: the server's markup paints before anything else is asked for or evaluated.
  if (replacesShell) afterNextFrame(() => void start());
  else void start();
}
