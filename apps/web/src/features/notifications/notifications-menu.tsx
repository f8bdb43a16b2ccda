import { NO_NOTIFICATIONS_TEXT, VIEW_ALL_TEXT, VIEW_LESS_TEXT, notificationMenuOf } from '@heloc/domain';
import type { Notification } from '@heloc/domain/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { useMarkNotificationRead, useNotifications, useWalletAccounts } from './api/notifications';
import { useNotificationToasts } from './use-notification-toasts';
import { useRefetchOnStatusChange } from './use-refetch-on-status-change';
import { notificationsMessages as m } from './notifications-menu.messages';
import { relativeTimeIn } from './relative-time';
import './notifications.css';

/** How often the relative times are brought up to date while the menu is open. */
const CLOCK_TICK_MS = 30_000;

function useNow(active: boolean) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return undefined;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function BellIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
    </svg>
  );
}

/**
 * docs/product/application-area.md §2.4, §3, §9: the notifications menu of the top bar, for signed-in users. Grouped
 * per wallet account (its name and masked address), 3 shown with View All, up to 8 unread with View Less, "No
 * Notifications" when empty, each with its relative time and whether it is unread; the button counts the unread.
 * Opening one (or its call to action) marks it read and goes where the borrower acts. A disclosure menu: Escape
 * or a click outside closes it and gives focus back to the button. New ones also show as toasts.
 */
export function NotificationsMenu() {
  const { t, localize, locale } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const notifications = useNotifications(true);
  const accounts = useWalletAccounts(isOpen);
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  const now = useNow(isOpen);
  useRefetchOnStatusChange(true);

  const close = useCallback(() => {
    setIsOpen(false);
    setExpanded(false);
  }, []);

  useEffect(() => {
    if (!isOpen) return undefined;
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen, close]);

  const markOpened = (notification: Notification) => {
    if (notification.status === 'UNREAD') markRead.mutate(notification.uuid);
  };
  const openNotification = (notification: Notification, redirectPath = notification.ctas[0]?.redirectPath) => {
    markOpened(notification);
    close();
    if (redirectPath) void navigate(redirectPath);
  };
  useNotificationToasts(notifications.data, openNotification);

  const view = notificationMenuOf(notifications.data ?? [], accounts.data ?? [], { expanded });
  const label = view.unreadCount > 0 ? t(m.buttonUnread, { count: view.unreadCount }) : t(m.title);

  return (
    <div className="notifications-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="ui-button ui-button--secondary notifications-menu__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
      >
        <BellIcon />
        {view.unreadCount > 0 && (
          <span className="notifications-menu__badge" aria-hidden="true">
            {view.unreadCount}
          </span>
        )}
      </button>
      {isOpen && (
        <div className="notifications-menu__panel" id={panelId} role="region" aria-labelledby={headingId}>
          <h2 className="notifications-menu__heading" id={headingId}>
            {t(m.title)}
          </h2>
          {notifications.isError && !notifications.data ? (
            <p className="notifications-menu__empty">{t(m.loadFailed)}</p>
          ) : view.empty ? (
            <p className="notifications-menu__empty">{localize(NO_NOTIFICATIONS_TEXT)}</p>
          ) : (
            view.groups.map((group) => (
              <section key={group.address} className="notifications-menu__group" aria-label={group.name}>
                <h3 className="notifications-menu__account">
                  <span>{group.name}</span>
                  <span className="notifications-menu__address" title={group.address}>
                    {group.maskedAddress}
                  </span>
                </h3>
                <ul className="notifications-menu__list">
                  {group.notifications.map((n) => {
                    const unread = n.status === 'UNREAD';
                    return (
                      <li key={n.uuid} className={`notification${unread ? ' notification--unread' : ''}`}>
                        <button type="button" className="notification__open" onClick={() => openNotification(n)}>
                          <span className="notification__title">
                            {unread && <span className="ui-visually-hidden">{t(m.unread)}</span>}
                            {n.title}
                          </span>
                          <span className="notification__description">{n.description}</span>
                          <time className="notification__time" dateTime={n.created}>
                            {relativeTimeIn(locale, new Date(n.created), now)}
                          </time>
                        </button>
                        {n.ctas.map((cta) => (
                          <Link
                            key={cta.redirectPath + cta.title}
                            className="notification__cta"
                            to={cta.redirectPath}
                            onClick={() => {
                              markOpened(n);
                              close();
                            }}
                          >
                            {cta.title}
                          </Link>
                        ))}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))
          )}
          {view.canToggle && (
            <button
              type="button"
              className="notifications-menu__toggle"
              aria-expanded={expanded}
              onClick={() => setExpanded((e) => !e)}
            >
              {localize(expanded ? VIEW_LESS_TEXT : VIEW_ALL_TEXT)}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
