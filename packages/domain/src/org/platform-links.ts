import { message, type Message } from '../i18n/message';

/**
 * docs/product/application-area.md §2.3, §6: the platform's links in the shell, and who sees which.
 *
 * The dashboard, account settings and contact pages are ours (this app serves them). The platform's other apps
 * (marketplace, passport, group manager, pay, exchange, portfolio) live on the lender's main site: the server sends
 * their paths there when a main site is configured, and to the dashboard otherwise (docs/decisions.md "Platform links").
 */
export interface PlatformLink {
  label: Message;
  path: string;
  /** True when this app serves the page; false when the path leaves for the main site (a full page load). */
  hosted: boolean;
}

export const DASHBOARD_LINK: PlatformLink = {
  label: message('domain.platformLinks.dashboard', 'Dashboard'),
  path: '/dashboard',
  hosted: true,
};
export const ACCOUNT_SETTINGS_LINK: PlatformLink = {
  label: message('domain.platformLinks.accountSettings', 'Account settings'),
  path: '/dashboard/settings',
  hosted: true,
};
export const CONTACT_LINK: PlatformLink = {
  label: message('domain.platformLinks.contact', 'Contact us'),
  path: '/contact',
  hosted: true,
};

/** The platform apps of the apps menu, in the order of docs/product/application-area.md §2.3. */
export const PLATFORM_APP_LINKS: readonly PlatformLink[] = [
  { label: message('domain.platformLinks.marketplace', 'Marketplace'), path: '/universal-marketplace', hosted: false },
  { label: message('domain.platformLinks.passport', 'Passport'), path: '/universal-passport', hosted: false },
  { label: message('domain.platformLinks.groupManager', 'Group Manager'), path: '/group-manager', hosted: false },
  { label: message('domain.platformLinks.pay', 'Pay'), path: '/pay', hosted: false },
  { label: message('domain.platformLinks.exchange', 'Exchange'), path: '/exchange', hosted: false },
  { label: message('domain.platformLinks.portfolioManager', 'Portfolio Manager'), path: '/portfolio', hosted: false },
];

/** The paths of the platform apps the main site serves (the server redirects them). */
export const MAIN_SITE_APP_PATHS: readonly string[] = PLATFORM_APP_LINKS.map((link) => link.path);

/**
 * docs/product/application-area.md §6: the Portfolio Manager link is gated by a flag. That flag is not among the 17
 * flags the app keeps (§9), which are the application's own switches: the shell reads this one platform flag from the
 * same features answer, by this key (the seeded flag).
 */
export const PORTFOLIO_MANAGER_FLAG_KEY = 'portfolio-manager';

/** The apps menu's links: every platform app, Portfolio Manager only while its flag is on. */
export const platformAppLinks = ({ portfolioManager }: { portfolioManager: boolean }): PlatformLink[] =>
  PLATFORM_APP_LINKS.filter((link) => link.path !== '/portfolio' || portfolioManager);

/** True when the fetched features turn the Portfolio Manager link on. */
export const isPortfolioManagerOn = (features: readonly { key: string; enabled: boolean }[]): boolean =>
  features.some((flag) => flag.key === PORTFOLIO_MANAGER_FLAG_KEY && flag.enabled);

/**
 * docs/product/application-area.md §6: an additional signer (in the signer area) sees the Dashboard link only when also
 * a broker; everyone else signed in sees it.
 */
export const showsDashboardLink = ({ inSignerArea, isBroker }: { inSignerArea: boolean; isBroker: boolean }): boolean =>
  !inSignerArea || isBroker;
