import { longerThanUsualFrom, timeZoneOfState, type UsualWait, usualWaitOf } from '@heloc/domain';
import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { applicationStatusMessages as m } from './application-status.messages';

/** The longest a browser timer waits in one go (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/** The current time, moved on once at `at`: a screen changes its words the moment a wait becomes long. */
const useNowPast = (at: number | null): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null || now >= at) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - now + 1, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [at, now]);
  return now;
};

export interface WaitNoticeProps {
  /** The checklist status waited on: its usual wait comes from the domain's table (status/usual-waits.ts). */
  checklistStatus: string | undefined;
  /** When the wait started: the status's statusSince, or when the screen began waiting. */
  since: string | number | undefined;
  /** The property's state: business-day waits end at 5 pm on its clocks. */
  propertyState?: string | null | undefined;
  /** A usual wait for a status the table does not list (the processing screen's minute). */
  fallback?: UsualWait;
  /** False on a screen whose own words already say how long it usually takes: only "longer than usual" shows. */
  sayUsual?: boolean;
}

/**
 * How long a wait usually takes, and "This is taking longer than usual" only once it is (docs/product/application-area.md
 * §2.6): counted from when the application entered its status, with the usual times of the domain. Nothing when
 * the status waits on the borrower.
 */
export function WaitNotice({ checklistStatus, since, propertyState, fallback, sayUsual = true }: WaitNoticeProps) {
  const wait = usualWaitOf(checklistStatus) ?? fallback ?? null;
  const started = since === undefined ? NaN : typeof since === 'number' ? since : Date.parse(since);
  const longFrom =
    wait && Number.isFinite(started)
      ? longerThanUsualFrom(wait, new Date(started), timeZoneOfState(propertyState)).getTime()
      : null;
  const now = useNowPast(longFrom);
  const { t, localize } = useI18n();
  if (!wait) return null;
  const waitText = localize(wait.text);
  if (longFrom !== null && now >= longFrom) {
    return (
      <Alert variant="warn" title={t(m.longerTitle)}>
        {t(m.longerBody, { wait: waitText })}
      </Alert>
    );
  }
  return sayUsual ? <p className="wait-notice">{t(m.usually, { wait: waitText })}</p> : null;
}
