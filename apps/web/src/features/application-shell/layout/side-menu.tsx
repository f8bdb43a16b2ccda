import {
  ACCOUNT_SETTINGS_LINK,
  CONTACT_LINK,
  DASHBOARD_LINK,
  getApplicationProgressSteps,
  progressStepIndex,
} from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { applicationPath, destinationFor } from '../../../shared/application-status/destination';
import { openConditions, useConditions } from '../../../shared/open-conditions/api/get-conditions';
import { progressForScreen } from '../../../shared/progress/progress-for-screen';
import { sideMenuMessages as m } from './layout.messages';

const ACCOUNT_LINKS: readonly { path: string; label: MessageDescriptor }[] = [
  { path: DASHBOARD_LINK.path, label: m.dashboard },
  { path: ACCOUNT_SETTINGS_LINK.path, label: m.accountSettings },
  { path: CONTACT_LINK.path, label: m.contactUs },
];

interface SideMenuProps {
  uuid: string;
  status: HelocStatus;
  /** The screen the borrower is on, relative to /{uuid}/. */
  screen: string;
}

/**
 * The side menu of the application area (docs/product/application-area.md §2.4): where the borrower is in the
 * journey and what they can open now. The steps are the progress bar's (§2.5); only the step the status routes to is
 * a link, to the screen the routing table gives (docs/product/registration-and-routing.md §4), so the menu never
 * offers a screen the status does not allow. The lender's open requests (conditions) and the account's pages follow.
 * On phones it is a drawer behind a Menu button.
 */
export function SideMenu({ uuid, status, screen }: SideMenuProps) {
  const { pathname } = useLocation();
  const { t, localize } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const drawerId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const conditions = useConditions(uuid);
  const openRequests = openConditions(conditions.data).length;

  const destination = destinationFor(status, status.checklistStatus, pathname).path;
  const nextPath = applicationPath(uuid, destination);
  // The step the status routes to; while the status is processing (the root), the step of the screen in view.
  const progress = progressForScreen(destination) ?? progressForScreen(screen);
  const current = progress === null ? null : progressStepIndex(progress);
  const steps = getApplicationProgressSteps(status.manualNotary);
  const here = pathname.replace(/\/+$/, '');

  // The drawer closes when the borrower moves to another screen.
  useEffect(() => setIsOpen(false), [pathname]);
  useEffect(() => {
    if (!isOpen) return undefined;
    navRef.current?.querySelector<HTMLElement>('a')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  const pageLink = (to: string, label: string) => (
    <Link to={to} aria-current={here === to ? 'page' : undefined}>
      {label}
    </Link>
  );

  return (
    <div className="side-menu">
      <button
        ref={buttonRef}
        type="button"
        className="ui-button ui-button--secondary side-menu__toggle"
        aria-expanded={isOpen}
        aria-controls={drawerId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t(m.menu)}
      </button>
      <nav
        ref={navRef}
        id={drawerId}
        className={`side-menu__panel${isOpen ? ' is-open' : ''}`}
        aria-label={t(m.region)}
      >
        <h2 className="side-menu__heading">{t(m.yourApplication)}</h2>
        <ol className="side-menu__steps">
          {steps.map((label, index) => {
            if (current !== null && index === current) {
              return (
                <li key={label.id} className="side-menu__step side-menu__step--current" aria-current="step">
                  {pageLink(nextPath, localize(label))}
                </li>
              );
            }
            const isDone = current !== null && index < current;
            return (
              <li key={label.id} className={`side-menu__step${isDone ? ' side-menu__step--done' : ''}`}>
                {/* The progress bar's step names (docs/product/application-area.md §2.5) come from the domain. */}
                {localize(label)}
                <span className="ui-visually-hidden">{t(isDone ? m.done : m.notYet)}</span>
              </li>
            );
          })}
        </ol>
        <ul className="side-menu__links">
          {current === null && <li>{pageLink(nextPath, t(m.nextStep))}</li>}
          {openRequests > 0 && (
            <li>{pageLink(applicationPath(uuid, 'conditions'), t(m.lenderRequests, { count: openRequests }))}</li>
          )}
        </ul>
        <h2 className="side-menu__heading">{t(m.yourAccount)}</h2>
        <ul className="side-menu__links">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.path}>{pageLink(link.path, t(link.label))}</li>
          ))}
        </ul>
        <button
          type="button"
          className="ui-button ui-button--secondary side-menu__close"
          onClick={() => {
            setIsOpen(false);
            buttonRef.current?.focus();
          }}
        >
          {t(m.closeMenu)}
        </button>
      </nav>
    </div>
  );
}
