import { Link, useLocation } from 'react-router';
import { supportPhoneOf, telHref, useOrg } from '../../lib/org-context';
import { DASHBOARD_PATH, LOGIN_PATH, SIGNER_LOGIN_PATH, loginRedirectFor } from '../../lib/public-paths';
import { useIsAuthenticated, useProfile } from '../../lib/session';
import { buttonClassName } from '../../ui/button';
import { AccountMenu } from './account-menu';

/**
 * spec 02 §2.4: brand, support phone link (default 888-819-6388), Login for visitors, the account menu for signed-in
 * users. The 'Share your feedback with the CEO' link (main brand, signed in) arrives with the feedback modal.
 */
export function TopBar() {
  const org = useOrg();
  const { pathname, search } = useLocation();
  const isAuthenticated = useIsAuthenticated();
  const profile = useProfile();
  const phone = supportPhoneOf(org);
  const isOnLoginPage = pathname === LOGIN_PATH || pathname === SIGNER_LOGIN_PATH;
  const { companyName } = org.orgMetaData;
  // When the logo's alt text already names the company, the visible name is not read a second time.
  const isNameInAlt = org.orgBrand.logoAlt.toLowerCase().includes(companyName.toLowerCase());

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link to={DASHBOARD_PATH} className="top-bar__brand">
          <img className="top-bar__logo" src={org.orgBrand.logoUrl} alt={org.orgBrand.logoAlt} />
          <span data-testid="org-name" aria-hidden={isNameInAlt || undefined}>
            {companyName}
          </span>
        </Link>
        <nav aria-label="Account" className="row">
          <a className="top-bar__phone" href={telHref(phone)} data-testid="support-phone">
            <span className="ui-visually-hidden">Call support at </span>
            {phone}
          </a>
          {isAuthenticated ? (
            <AccountMenu firstName={profile.data?.name.firstName} />
          ) : (
            !isOnLoginPage && (
              <Link to={loginRedirectFor(pathname, search)} className={buttonClassName('primary')}>
                Login
              </Link>
            )
          )}
        </nav>
      </div>
    </header>
  );
}
