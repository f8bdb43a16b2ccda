import type { Organization } from '@heloc/domain';
import { FirstStepPreview } from '../../features/registration/first-step/first-step-preview';
import type { FirstStepKind } from '../../features/registration/first-step/first-step-paths';
import { firstStepMessages as m } from '../../features/registration/first-step/first-step.messages';
import { ENGLISH_WORDS, type FirstStepWords } from '../../features/registration/first-step/first-step-say';
import { loginRedirectFor } from '../../lib/public-paths';
import { buttonClassName } from '../../ui/button';
import { StaticShellFrame } from './static-shell-frame';

/**
 * The first registration step inside the shell's frame (static-shell-frame.tsx), as the app will show it, in the
 * person's language (`words`, docs/i18n.md).
 */
export function FirstScreen({
  org,
  kind,
  location,
  isSignedIn,
  nameHiddenToken,
  words = ENGLISH_WORDS,
}: {
  org: Organization;
  kind: FirstStepKind;
  location: { pathname: string; search: string };
  isSignedIn: boolean;
  /** See TopBarView: set when rendered before the organisation is known (prerender.tsx). */
  nameHiddenToken?: string;
  words?: FirstStepWords;
}) {
  return (
    <StaticShellFrame
      org={org}
      nameHiddenToken={nameHiddenToken}
      words={words}
      action={
        isSignedIn ? undefined : (
          <a href={loginRedirectFor(location.pathname, location.search)} className={buttonClassName('primary')}>
            {words.say(m.login)}
          </a>
        )
      }
    >
      <FirstStepPreview kind={kind} words={words} />
    </StaticShellFrame>
  );
}
