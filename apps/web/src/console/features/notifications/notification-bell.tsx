import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useOrgName } from '../../shared/api/list-staff-organisations';
import { formatDateTime } from '../../shared/console-labels';
import { CONSOLE_PROFILE_PATH, consoleFilePath } from '../../shared/console-paths';
import { useNotifications } from './api/list-notifications';
import { useReadNotifications } from './api/read-notifications';
import './notifications.css';

/**
 * The top bar's bell (docs/product/operations-console.md §12): how many notifications are unread, and, opened, the
 * newest ones, each linking to its file; opening it marks them read. Escape or a click outside closes it.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const read = useReadNotifications();
  const orgName = useOrgName();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (opening && unread > 0) read.mutate();
  };

  return (
    <div className="console-bell" ref={root}>
      <button
        type="button"
        className="console-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={toggle}
      >
        <span aria-hidden="true">🔔</span>
        {unread > 0 && (
          <span className="console-bell__count" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="console-bell__panel" role="region" aria-label="Notifications">
          {items.length === 0 ? (
            <p>Nothing waits on you.</p>
          ) : (
            <ul className="console-list">
              {items.map((item) => (
                <li key={item.uuid} className={item.read ? undefined : 'console-bell__item--unread'}>
                  <Link to={consoleFilePath(item.applicationUuid)} onClick={() => setOpen(false)}>
                    {item.borrowerName}
                    {item.loanNumber && ` (${item.loanNumber})`}
                  </Link>
                  <div>{item.text}</div>
                  <div className="card__meta">
                    {orgName(item.orgCode)} · {formatDateTime(item.createdAt)}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Link to={CONSOLE_PROFILE_PATH} onClick={() => setOpen(false)}>
            Notification settings
          </Link>
        </div>
      )}
    </div>
  );
}
