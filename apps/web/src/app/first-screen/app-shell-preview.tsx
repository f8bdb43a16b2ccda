import type { Organization } from '@heloc/domain';
import type { ReactNode } from 'react';
import type { FirstStepWords } from '../../features/registration/first-step/first-step-say';
import { PageLoading } from '../layouts/page-loading';
import { APP_SHELL_PREVIEW_ATTRIBUTE } from './app-shell-attribute';
import { StaticShellFrame } from './static-shell-frame';

/**
 * The shell every other page opens in (skip link, top bar, a loading main area or a screen's preview), as static
 * markup the server puts in the page (prerender.tsx): the brand paints before any script instead of a blank
 * page, and the app replaces it in one commit once its routes are ready (start-app.tsx), in the same places, so
 * nothing on screen moves.
 */
export function AppShellPreview({
  org,
  nameHiddenToken,
  screen = <PageLoading />,
  words,
}: {
  org: Organization;
  nameHiddenToken?: string;
  /** The main area: a screen's own preview where it has one (prerender.tsx), else loading. */
  screen?: ReactNode;
  /** The frame's own texts in the person's language (the rest speaks it through the app's catalogues). */
  words?: FirstStepWords;
}) {
  return (
    <StaticShellFrame
      org={org}
      nameHiddenToken={nameHiddenToken}
      attributes={{ [APP_SHELL_PREVIEW_ATTRIBUTE]: '' }}
      words={words}
    >
      {screen}
    </StaticShellFrame>
  );
}
