import { Link, useLocation } from 'react-router';
import { supportPhoneOf, telHref, useOrg } from '../../lib/org-context';
import { DASHBOARD_PATH, LOGIN_PATH, SIGNER_LOGIN_PATH, loginRedirectFor } from '../../lib/public-paths';
import { useIsAuthenticated, useProfile } from '../../lib/session';
import { buttonClassName } from '../../ui/button';
import { AccountMenu } from './account-menu';

/** A handset glyph; decorative, as the link names itself. */
function PhoneIcon() {
  return (
    <svg
      className="top-bar__phone-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.3 1l-2.2 2.2z"
      />
    </svg>
  );
}

/**
 * spec 02 §2.4: brand, support phone link (default 888-819-6388), Login for visitors, the account menu for signed-in
 * users. The 'Share your feedback with the CEO' link (main brand, signed in) arrives with the feedback modal. On small
 * screens the bar stays one row: the company name and the phone number are only hidden visually (the logo's alt text
 * and the link's accessible name still carry them), and the phone shows as an icon.
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
          <span className="top-bar__name" data-testid="org-name" aria-hidden={isNameInAlt || undefined}>
            {companyName}
          </span>
        </Link>
        <nav aria-label="Account" className="row top-bar__nav">
          <a className="top-bar__phone" href={telHref(phone)} data-testid="support-phone">
            <PhoneIcon />
            <span className="ui-visually-hidden">Call support at </span>
            <span className="top-bar__phone-number">{phone}</span>
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
