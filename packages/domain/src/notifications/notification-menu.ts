import { DEFAULT_VISIBLE_NOTIFICATIONS, MAX_EXPANDED_UNREAD_NOTIFICATIONS } from '../helpers/ui-limits';
import { maskWalletAddress } from '../helpers/masks';
import { message } from '../i18n/message';

/*
 * The notifications menu (docs/product/application-area.md §2.4, §9): grouped per wallet account; 3 shown by default
 * with View All and View Less; up to 8 unread when expanded; "No Notifications" when empty.
 * Where the spec is silent (docs/decisions.md "Notifications"): the limits apply to the whole menu, newest first; the
 * expanded menu shows every notification it was given except unread ones past the 8 newest unread (those stay
 * counted on the button and show as the newer ones are read).
 */

export const NO_NOTIFICATIONS_TEXT = message('domain.notifications.noNotifications', 'No Notifications');
export const VIEW_ALL_TEXT = message('domain.notifications.viewAll', 'View All');
export const VIEW_LESS_TEXT = message('domain.notifications.viewLess', 'View Less');

export interface MenuNotification {
  uuid: string;
  created: string;
  status: 'UNREAD' | 'READ';
  walletAddress: string;
}

export interface MenuAccount {
  account: { name: string; address: string };
}

export interface NotificationGroup<N extends MenuNotification> {
  address: string;
  /** The account's name, or its masked address when the account is not (or no longer) listed. */
  name: string;
  maskedAddress: string;
  notifications: N[];
}

export interface NotificationMenu<N extends MenuNotification> {
  groups: NotificationGroup<N>[];
  unreadCount: number;
  /** Whether "View All" (collapsed) or "View Less" (expanded) has anything to toggle. */
  canToggle: boolean;
  empty: boolean;
}

const newestFirst = <N extends MenuNotification>(a: N, b: N) => Date.parse(b.created) - Date.parse(a.created);

/** What the menu shows, `expanded` or not, grouped by wallet account in the order of each group's newest item. */
export const notificationMenuOf = <N extends MenuNotification>(
  notifications: readonly N[],
  accounts: readonly MenuAccount[],
  { expanded }: { expanded: boolean },
): NotificationMenu<N> => {
  const sorted = [...notifications].sort(newestFirst);
  let unreadShown = 0;
  const expandedList = sorted.filter((n) => {
    if (n.status !== 'UNREAD') return true;
    unreadShown += 1;
    return unreadShown <= MAX_EXPANDED_UNREAD_NOTIFICATIONS;
  });
  const shown = expanded ? expandedList : sorted.slice(0, DEFAULT_VISIBLE_NOTIFICATIONS);
  const names = new Map(accounts.map((a) => [a.account.address, a.account.name]));
  const groups: NotificationGroup<N>[] = [];
  for (const notification of shown) {
    let group = groups.find((g) => g.address === notification.walletAddress);
    if (!group) {
      const maskedAddress = maskWalletAddress(notification.walletAddress);
      group = {
        address: notification.walletAddress,
        name: names.get(notification.walletAddress) ?? maskedAddress,
        maskedAddress,
        notifications: [],
      };
      groups.push(group);
    }
    group.notifications.push(notification);
  }
  return {
    groups,
    unreadCount: sorted.filter((n) => n.status === 'UNREAD').length,
    canToggle: expandedList.length > DEFAULT_VISIBLE_NOTIFICATIONS,
    empty: sorted.length === 0,
  };
};
