import { Link, useLocation } from 'react-router';
import { CeoFeedbackLink } from '../../features/ceo-feedback/ceo-feedback-link';
import { NotificationsMenu } from '../../features/notifications/notifications-menu';
import { useI18n } from '../../lib/i18n';
import { useOrg } from '../../lib/org-context';
import { DASHBOARD_PATH, LOGIN_PATH, SIGNER_LOGIN_PATH, loginRedirectFor } from '../../lib/public-paths';
import { useIsAuthenticated, useProfile } from '../../lib/session';
import { buttonClassName } from '../../ui/button';
import { AccountMenu } from './account-menu';
import { AppsMenu } from './apps-menu';
import { LanguageChooser } from './language-chooser';
import { shellMessages as m } from './shell.messages';
import { TopBarView } from './top-bar-view';

/**
 * docs/product/application-area.md §2.4: brand, the language chooser (docs/i18n.md), support phone link (default 888-819-6388), Login for visitors, the account menu for signed-in
 * users, and the 'Share your feedback with the CEO' link for signed-in users of the main brand. On small screens the
 * bar stays one row: the company name and the phone number are only hidden visually (the logo's alt text and the
 * link's accessible name still carry them), and the phone shows as an icon.
 */
export function TopBar() {
  const org = useOrg();
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const isAuthenticated = useIsAuthenticated();
  const profile = useProfile();
  const isOnLoginPage = pathname === LOGIN_PATH || pathname === SIGNER_LOGIN_PATH;
  const action = isAuthenticated ? (
    <>
      {/* docs/product/application-area.md §2.4, §6: the CEO feedback link, for signed-in users of the main brand only. */}
      {org.orgMetaData.variant.isMainBrand && <CeoFeedbackLink />}
      <NotificationsMenu />
      <AppsMenu />
      <AccountMenu firstName={profile.data?.name.firstName} />
    </>
  ) : (
    !isOnLoginPage && (
      <Link to={loginRedirectFor(pathname, search)} className={buttonClassName('primary')}>
        {t(m.login)}
      </Link>
    )
  );
  return (
    <TopBarView
      org={org}
      renderHomeLink={(props) => <Link to={DASHBOARD_PATH} {...props} />}
      action={action || undefined}
      chooser={<LanguageChooser />}
      say={t}
    />
  );
}
