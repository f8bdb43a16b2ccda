import type { Organization } from '@heloc/domain';
import { FirstStepPreview } from '../../features/registration/first-step/first-step-preview';
import type { FirstStepKind } from '../../features/registration/first-step/first-step-paths';
import { DASHBOARD_PATH, loginRedirectFor } from '../../lib/public-paths';
import { buttonClassName } from '../../ui/button';
import { TopBarView } from '../shell/top-bar-view';

/**
 * The first registration step inside the shell's frame (skip link, top bar, main), as the app will show it, with plain
 * links instead of the router's. The footer is left out: it sits below the fold (the main area is a screen tall).
 */
export function FirstScreen({
  org,
  kind,
  location,
  isSignedIn,
  nameHiddenToken,
}: {
  org: Organization;
  kind: FirstStepKind;
  location: { pathname: string; search: string };
  isSignedIn: boolean;
  /** See TopBarView: set when rendered before the organisation is known (prerender.tsx). */
  nameHiddenToken?: string;
}) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBarView
        org={org}
        nameHiddenToken={nameHiddenToken}
        renderHomeLink={(props) => <a href={DASHBOARD_PATH} {...props} />}
        action={
          isSignedIn ? undefined : (
            <a href={loginRedirectFor(location.pathname, location.search)} className={buttonClassName('primary')}>
              Login
            </a>
          )
        }
      />
      <main className="app-main" id="main" tabIndex={-1}>
        <FirstStepPreview kind={kind} />
      </main>
    </div>
  );
}
