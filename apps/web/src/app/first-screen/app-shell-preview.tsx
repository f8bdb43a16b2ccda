import type { Organization } from '@heloc/domain';
import { DASHBOARD_PATH } from '../../lib/public-paths';
import { PageLoading } from '../layouts/page-loading';
import { TopBarView } from '../shell/top-bar-view';
import { APP_SHELL_PREVIEW_ATTRIBUTE } from './app-shell-attribute';

/**
 * The shell every other page opens in (skip link, top bar, a loading main area), as static markup the server puts in
 * the page (prerender.tsx, issue 14): the brand paints before any script instead of a blank page, and the app replaces
 * it in one commit once its routes are ready (start-app.tsx), in the same places, so nothing on screen moves.
 */
export function AppShellPreview({ org, nameHiddenToken }: { org: Organization; nameHiddenToken?: string }) {
  return (
    <div className="app-shell" {...{ [APP_SHELL_PREVIEW_ATTRIBUTE]: '' }}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBarView
        org={org}
        nameHiddenToken={nameHiddenToken}
        renderHomeLink={(props) => <a href={DASHBOARD_PATH} {...props} />}
      />
      <main className="app-main" id="main" tabIndex={-1}>
        <PageLoading />
      </main>
    </div>
  );
}
