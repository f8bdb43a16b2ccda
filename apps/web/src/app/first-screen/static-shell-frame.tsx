import type { Organization } from '@heloc/domain';
import type { ReactNode } from 'react';
import { ENGLISH_WORDS, type FirstStepWords } from '../../features/registration/first-step/first-step-say';
import { DASHBOARD_PATH } from '../../lib/public-paths';
import { layoutMessages as m } from '../layouts/layouts.messages';
import { TopBarView } from '../shell/top-bar-view';
import type { PageFrameSlot } from './page-frame-slots';

/**
 * The shell's frame (skip link, top bar, main) as the app draws it, with plain links instead of the router's: the
 * markup pages show before the app has loaded (first-screen.tsx, app-shell-preview.tsx). What the app draws around the
 * main area (site banners, footer, chat launcher) is there only where `frame` gives it: on the first registration step,
 * which may be all a visitor reads before the app starts (page-frame-slots.ts); elsewhere the app starts at once, and
 * the footer sits below the fold (the main area is a screen tall).
 */
export function StaticShellFrame({
  org,
  nameHiddenToken,
  action,
  chooser,
  attributes,
  words = ENGLISH_WORDS,
  frame = {},
  children,
}: {
  org: Organization;
  /** See TopBarView: set when rendered before the organisation is known (prerender.tsx). */
  nameHiddenToken?: string | undefined;
  action?: ReactNode;
  /** The top bar's language chooser (language-chooser-view.tsx). */
  chooser?: ReactNode;
  /** Data attributes that mark the markup for the page's first script. */
  attributes?: Record<`data-${string}`, string>;
  /** Its texts in the person's language (docs/i18n.md). */
  words?: FirstStepWords;
  /** Drawn around the main area, in the app's places (app-layout.tsx). */
  frame?: Partial<Record<PageFrameSlot, ReactNode>>;
  children: ReactNode;
}) {
  return (
    <div className="app-shell" {...attributes}>
      <a className="skip-link" href="#main">
        {words.say(m.skipToMain)}
      </a>
      <TopBarView
        org={org}
        nameHiddenToken={nameHiddenToken}
        renderHomeLink={(props) => <a href={DASHBOARD_PATH} {...props} />}
        action={action}
        chooser={chooser}
      />
      {frame.siteBanners}
      <main className="app-main" id="main" tabIndex={-1}>
        {children}
      </main>
      {frame.footer}
      {frame.chatLauncher}
    </div>
  );
}
