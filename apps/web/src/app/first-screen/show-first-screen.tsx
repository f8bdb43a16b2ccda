import { createRoot } from 'react-dom/client';
import type { FirstStepKind } from '../../features/registration/first-step/first-step-paths';
import { hasToken } from '../../lib/auth-token';
import type { FirstScreenHandle } from '../start-app';
import { embeddedOrg } from './embedded-org';
import { FirstScreen } from './first-screen';
import { firstScreenHandle } from './prerendered-first-screen';

/**
 * Paints the first registration step with React alone (no router, query cache, form library or schemas), so a visitor
 * can type before the rest of the app has loaded; used where the server did not put the step's markup in the page
 * (prerendered-first-screen.ts covers that case). Answers the handle the app swaps itself in with, or null when there
 * is nothing to show (no embedded organisation).
 */
export const showFirstScreen = (container: HTMLElement, kind: FirstStepKind): FirstScreenHandle | null => {
  const org = embeddedOrg();
  if (!org) return null;
  const appHost = document.createElement('div');
  const previewHost = document.createElement('div');
  container.replaceChildren(previewHost);
  const root = createRoot(previewHost);
  root.render(<FirstScreen org={org} kind={kind} location={window.location} isSignedIn={hasToken()} />);
  return firstScreenHandle(appHost, () => {
    previewHost.replaceWith(appHost);
    // The detached preview is released later, in idle time: unmounting a root while another one commits would warn.
    const release = () => root.unmount();
    if ('requestIdleCallback' in window) window.requestIdleCallback(release);
    else setTimeout(release, 1000);
  });
};
