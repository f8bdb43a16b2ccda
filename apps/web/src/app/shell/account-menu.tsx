import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_PATH, SETTINGS_PATH } from '../../lib/public-paths';
import { useSignOut } from '../../lib/session';

/** The signed-in user's menu (disclosure pattern): Dashboard, Account settings and Log out. */
export function AccountMenu({ firstName }: { firstName?: string | null | undefined }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { signOut, isSigningOut } = useSignOut();

  useEffect(() => {
    if (!isOpen) return undefined;
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {firstName ? `${firstName}'s account` : 'My account'}
      </button>
      {isOpen && (
        <ul className="account-menu__list" id={listId}>
          <li>
            <Link className="account-menu__item" to={DASHBOARD_PATH} onClick={() => setIsOpen(false)}>
              Dashboard
            </Link>
          </li>
          <li>
            <Link className="account-menu__item" to={SETTINGS_PATH} onClick={() => setIsOpen(false)}>
              Account settings
            </Link>
          </li>
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
