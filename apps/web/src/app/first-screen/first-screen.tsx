import type { Organization } from '@heloc/domain';
import { FirstStepPreview } from '../../features/registration/first-step/first-step-preview';
import type { FirstStepKind } from '../../features/registration/first-step/first-step-paths';
import { loginRedirectFor } from '../../lib/public-paths';
import { buttonClassName } from '../../ui/button';
import { StaticShellFrame } from './static-shell-frame';

/** The first registration step inside the shell's frame (static-shell-frame.tsx), as the app will show it. */
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
    <StaticShellFrame
      org={org}
      nameHiddenToken={nameHiddenToken}
      action={
        isSignedIn ? undefined : (
          <a href={loginRedirectFor(location.pathname, location.search)} className={buttonClassName('primary')}>
            Login
          </a>
        )
      }
    >
      <FirstStepPreview kind={kind} />
    </StaticShellFrame>
  );
}
