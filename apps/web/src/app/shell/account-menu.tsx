import { ACCOUNT_SETTINGS_LINK, CONTACT_LINK, DASHBOARD_LINK, showsDashboardLink } from '@heloc/domain';
import type { MessageDescriptor } from 'react-intl';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { isSignerPath } from '../../lib/public-paths';
import { useIdentity, useSignOut } from '../../lib/session';
import { PersonIcon } from './menu-icons';
import { shellMessages as m } from './shell.messages';
import { useDisclosureMenu } from './use-disclosure-menu';
import './shell-menus.css';

/** The account pages' labels, by path. */
const LINK_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  [DASHBOARD_LINK.path]: m.dashboard,
  [ACCOUNT_SETTINGS_LINK.path]: m.accountSettings,
  [CONTACT_LINK.path]: m.contactUs,
};

/**
 * The signed-in user's menu (disclosure pattern): Dashboard, Account settings, Contact us and Log out. In the signer
 * area the Dashboard link shows only to a signer who is also a broker (docs/product/application-area.md §6).
 */
export function AccountMenu({ firstName }: { firstName?: string | null | undefined }) {
  const { t, localize } = useI18n();
  const menu = useDisclosureMenu();
  const listId = useId();
  const { pathname } = useLocation();
  const identity = useIdentity();
  const { signOut, isSigningOut } = useSignOut();
  const links = [
    ...(showsDashboardLink({ inSignerArea: isSignerPath(pathname), isBroker: identity.data?.isBroker === true })
      ? [DASHBOARD_LINK]
      : []),
    ACCOUNT_SETTINGS_LINK,
    CONTACT_LINK,
  ];

  return (
    <div className="account-menu" ref={menu.rootRef}>
      <button
        ref={menu.buttonRef}
        type="button"
        className="ui-button ui-button--secondary top-bar__menu-button"
        aria-expanded={menu.isOpen}
        aria-controls={listId}
        onClick={menu.toggle}
      >
        <PersonIcon />
        <span className="top-bar__menu-label">{firstName ? t(m.namedAccount, { firstName }) : t(m.myAccount)}</span>
      </button>
      {menu.isOpen && (
        <ul className="account-menu__list" id={listId}>
          {links.map((link) => (
            <li key={link.path}>
              <Link className="account-menu__item" to={link.path} onClick={menu.close}>
                {LINK_LABELS[link.path] ? t(LINK_LABELS[link.path]!) : localize(link.label)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="account-menu__item" onClick={() => void signOut()} disabled={isSigningOut}>
              {t(m.logOut)}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
