import { useEffect, useState } from 'react';
import { AUTH_MODE_FEATURE_KEY, isNewAuthModeDecided } from './auth-mode';
import { useLocation } from 'react-router';
import { afterNextFrame } from './after-next-frame';
import { useOrg } from './org-context';
import { useSessionReadsEnabled } from './session';
import { establishTelemetrySession } from './telemetry-session';
import { useFlags } from './use-flags';
import {
  decide,
  decidedExperiments,
  experimentsOf,
  keepLandingParams,
  saveExperimentsOnce,
  syncTrackerProfile,
} from './visit-tracking';

const ignore = () => undefined;

/**
 * Mounted once by the shell: keeps the landing page's marketing parameters, establishes the telemetry session of the
 * visit (docs/product/widgets-and-calculations.md §7, §8) and, once signed in, links the visitor's tracker to their
 * identity (docs/product/application-area.md §7). Failures never reach the borrower.
 */
export function useVisitTracking(): void {
  const org = useOrg();
  const { search } = useLocation();
  // Signed in, and not while a registration submit holds the shell's reads (lib/shell-reads-hold.ts).
  const isSignedIn = useSessionReadsEnabled();

  useEffect(() => keepLandingParams(search), [search]);

  // After the first frame: the session's body reads the window's size, which would force the page's layout inside
  // the app's first render.
  useEffect(() => afterNextFrame(() => void establishTelemetrySession(org.orgCode).catch(ignore)), [org.orgCode]);

  // After the first frame too: its calls and their answers are no part of what the page first shows.
  useEffect(() => {
    if (isSignedIn) return afterNextFrame(() => void syncTrackerProfile(org.orgCode).catch(ignore));
    return undefined;
  }, [isSignedIn, org.orgCode]);
}

/** docs/product/application-area.md §4.2: the application area records the visit's experiments once per application. */
export function useRecordExperiments(appUuid: string): void {
  const flags = useFlags();
  useEffect(() => {
    // Once per application: saveExperimentsOnce's marker keeps a later change of the flags from recording again.
    if (appUuid && flags !== undefined) saveExperimentsOnce(appUuid, experimentsOf(flags)).catch(ignore);
  }, [appUuid, flags]);
}

export { AUTH_MODE_FEATURE_KEY };

/**
 * Registration asks the authentication-mode decision once per visit (docs/product/widgets-and-calculations.md §7: the
 * decision call of the register flow, for the visit's tracker); the variation is recorded with the application.
 */
export function useAuthModeDecision(): boolean {
  const org = useOrg();
  const [isNewAuthMode, setNewAuthMode] = useState(() => isNewAuthModeDecided());
  useEffect(() => {
    if (decidedExperiments().some((e) => e.name === AUTH_MODE_FEATURE_KEY)) return;
    decide(AUTH_MODE_FEATURE_KEY, { organization: org.orgCode }).then(
      (answer) => setNewAuthMode(answer.enabled),
      ignore,
    );
  }, [org.orgCode]);
  return isNewAuthMode;
}
