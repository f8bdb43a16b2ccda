import { platformAppLinks } from '@heloc/domain';
import { useId } from 'react';
import { useI18n } from '../../lib/i18n';
import { usePortfolioManagerFlag } from '../../lib/use-flags';
import { AppsIcon } from './menu-icons';
import { shellMessages as m } from './shell.messages';
import { useDisclosureMenu } from './use-disclosure-menu';
import './shell-menus.css';

/**
 * docs/product/application-area.md §2.3, §2.4: the apps menu, the platform's other apps. Their pages are the main
 * site's, so each is a plain link (a full page load the server sends on, docs/decisions.md "Platform links");
 * Portfolio Manager only while its flag is on (§6).
 */
export function AppsMenu() {
  const { t, localize } = useI18n();
  const menu = useDisclosureMenu();
  const listId = useId();
  const links = platformAppLinks({ portfolioManager: usePortfolioManagerFlag() });
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
        <AppsIcon />
        <span className="top-bar__menu-label">{t(m.apps)}</span>
      </button>
      {menu.isOpen && (
        <ul className="account-menu__list" id={listId} aria-label={t(m.platformApps)}>
          {links.map((link) => (
            <li key={link.path}>
              <a className="account-menu__item" href={link.path} onClick={menu.close}>
                {/* The platform apps' names are their brands: the domain's catalogue says whether they change. */}
                {localize(link.label)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
