import type { Organization } from '@heloc/domain';
import { createRoot } from 'react-dom/client';
import { FIRST_STEP_PREVIEW_ATTRIBUTE } from '../../features/registration/first-step/first-step-handoff';
import type { FirstStepKind } from '../../features/registration/first-step/first-step-paths';
import { hasToken } from '../../lib/auth-token';
import type { FirstScreenHandle } from '../start-app';
import { FirstScreen } from './first-screen';

/**
 * The organisation record the server embedded in the page, read without validation: the first screen only shows its
 * name, logo and phone. The app validates the record (load-org.ts) before it uses it.
 */
const embeddedOrg = (): Organization | null => {
  try {
    const text = document.getElementById('org-data')?.textContent;
    return text ? (JSON.parse(text) as Organization) : null;
  } catch {
    return null;
  }
};

/**
 * Paints the first registration step with React alone (no router, query cache, form library or schemas), so a visitor
 * can type before the rest of the app has loaded; or keeps the markup the server already put in the page. Answers the
 * handle the app swaps itself in with, or null when there is nothing to show (no embedded organisation).
 */
export const showFirstScreen = (container: HTMLElement, kind: FirstStepKind): FirstScreenHandle | null => {
  const appHost = document.createElement('div');
  const isPrerendered = container.querySelector(`form[${FIRST_STEP_PREVIEW_ATTRIBUTE}]`) !== null;
  let reveal: () => void;
  if (isPrerendered) {
    reveal = () => container.replaceChildren(appHost);
  } else {
    const org = embeddedOrg();
    if (!org) return null;
    const previewHost = document.createElement('div');
    container.replaceChildren(previewHost);
    const root = createRoot(previewHost);
    root.render(<FirstScreen org={org} kind={kind} location={window.location} isSignedIn={hasToken()} />);
    reveal = () => {
      previewHost.replaceWith(appHost);
      // The detached preview is released later, in idle time: unmounting a root while another one commits would warn.
      const release = () => root.unmount();
      if ('requestIdleCallback' in window) window.requestIdleCallback(release);
      else setTimeout(release, 1000);
    };
  }
  let isRevealed = false;
  return {
    appHost,
    reveal: () => {
      if (isRevealed) return;
      isRevealed = true;
      reveal();
    },
  };
};
