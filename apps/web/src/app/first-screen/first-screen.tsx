import { LANGUAGES, type Language, type Organization } from '@heloc/domain';
import type { ReactNode } from 'react';
import { FirstStepPreview } from '../../features/registration/first-step/first-step-preview';
import type { FirstStepKind } from '../../features/registration/first-step/first-step-paths';
import { firstStepMessages as m } from '../../features/registration/first-step/first-step.messages';
import { ENGLISH_WORDS, type FirstStepWords } from '../../features/registration/first-step/first-step-say';
import { loginRedirectFor } from '../../lib/public-paths';
import { buttonClassName } from '../../ui/button';
import { LanguageChooserView } from '../shell/language-chooser-view';
import type { PageFrameSlot } from './page-frame-slots';
import { StaticShellFrame } from './static-shell-frame';

/**
 * The first registration step inside the shell's frame (static-shell-frame.tsx), as the app will show it, in the
 * person's language (`words`, docs/i18n.md), with the top bar's language chooser: the step's only one.
 */
export function FirstScreen({
  org,
  kind,
  location,
  isSignedIn,
  nameHiddenToken,
  chooserHiddenToken,
  onChooseLanguage,
  words = ENGLISH_WORDS,
  frame,
}: {
  org: Organization;
  kind: FirstStepKind;
  location: { pathname: string; search: string };
  isSignedIn: boolean;
  /** See TopBarView: set when rendered before the organisation is known (prerender.tsx). */
  nameHiddenToken?: string;
  /**
   * For markup rendered before the organisation is known (prerender.tsx): a {{token}} the server replaces with true
   * when the organisation offers one language, which hides the chooser.
   */
  chooserHiddenToken?: string;
  /** What a language button does; none in the server's markup (the page's first script handles it there). */
  onChooseLanguage?: (language: Language) => void;
  words?: FirstStepWords;
  /** What the server draws around the step for the request (prerender.tsx leaves placeholders for it). */
  frame?: Partial<Record<PageFrameSlot, ReactNode>>;
}) {
  const offered = org.orgMetaData.languages ?? LANGUAGES;
  const chooser =
    chooserHiddenToken || offered.length > 1 ? (
      <LanguageChooserView
        others={offered.filter((other) => other !== (words.language ?? 'en'))}
        onChoose={onChooseLanguage}
        hiddenToken={chooserHiddenToken}
      />
    ) : undefined;
  return (
    <StaticShellFrame
      org={org}
      nameHiddenToken={nameHiddenToken}
      words={words}
      chooser={chooser}
      frame={frame}
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
