import { ACCOUNT_SETTINGS_LINK, CONTACT_LINK, DASHBOARD_LINK, showsDashboardLink } from '@heloc/domain';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { isSignerPath } from '../../lib/public-paths';
import { useIdentity, useSignOut } from '../../lib/session';
import { PersonIcon } from './menu-icons';
import { useDisclosureMenu } from './use-disclosure-menu';
import './shell-menus.css';

/**
 * The signed-in user's menu (disclosure pattern): Dashboard, Account settings, Contact us and Log out. In the signer
 * area the Dashboard link shows only to a signer who is also a broker (docs/product/application-area.md §6).
 */
export function AccountMenu({ firstName }: { firstName?: string | null | undefined }) {
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
        <span className="top-bar__menu-label">{firstName ? `${firstName}'s account` : 'My account'}</span>
      </button>
      {menu.isOpen && (
        <ul className="account-menu__list" id={listId}>
          {links.map((link) => (
            <li key={link.path}>
              <Link className="account-menu__item" to={link.path} onClick={menu.close}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="account-menu__item" onClick={() => void signOut()} disabled={isSigningOut}>
              Log out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
