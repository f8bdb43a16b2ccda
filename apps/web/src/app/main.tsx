import '../ui/global.css';
import { firstStepKindOf, holdServerRenderedSubmit } from '../features/registration/first-step/first-step-paths';
import { reloadAfterFailedLoad } from './lazy-page';

/**
 * The page's first script, kept tiny so it runs as soon as it arrives. On the first registration step (spec 01 §2) it
 * paints that step with React alone, so the visitor can start typing, and loads the rest of the app once the browser is
 * idle; the app then takes over in place (first-step-handoff.ts). Every other page starts the app at once.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const whenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1500 });
  else setTimeout(run, 200);
};

// spec 01 §8-9: code that fails to load (a stale file after a deploy) reloads the page, as a lazy page does.
const orReload = <T,>(loading: Promise<T>): Promise<T | undefined> =>
  loading.catch((error: unknown) => {
    if (!reloadAfterFailedLoad()) throw error;
    return undefined;
  });

const kind = firstStepKindOf(window.location.pathname);
if (kind) {
  // Synchronously, before any chunk loads: Continue on the server's markup waits for the app, not a reload.
  holdServerRenderedSubmit(container);
  void orReload(import('./first-screen/show-first-screen')).then((screen) => {
    if (!screen) return;
    const firstScreen = screen.showFirstScreen(container, kind) ?? undefined;
    const startApp = () => orReload(import('./start-app')).then((app) => app?.startApp(container, firstScreen));
    // After the first screen has painted (two frames), in idle time; at once when there was nothing to paint.
    if (firstScreen) requestAnimationFrame(() => requestAnimationFrame(() => whenIdle(() => void startApp())));
    else void startApp();
  });
} else {
  void orReload(import('./start-app')).then((app) => app?.startApp(container));
}
