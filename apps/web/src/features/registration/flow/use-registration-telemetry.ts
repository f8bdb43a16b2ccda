import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useOrg } from '../../../lib/org-context';
import {
  sendRegistrationOpened,
  sendRegistrationPageview,
  startEventsSentBeforeApp,
} from './registration-start-events';

/**
 * docs/product/registration-and-routing.md §7: heloc-register-start and auth-bucket once when registration opens, PAGEVIEW on every step; none of them
 * twice for the step whose events the page's first script sent before the app started (registration-start-events.ts).
 */
export function useRegistrationTelemetry({ flow, newAuthMode }: { flow: 'v2' | 'original'; newAuthMode: boolean }) {
  const org = useOrg();
  const { pathname } = useLocation();
  const sentBeforeApp = startEventsSentBeforeApp();
  // A redirect to the other flow (the redesign flag off) opens that flow: its events are its own.
  const started = useRef(sentBeforeApp?.flow === flow);
  const pageviewSentFor = useRef(sentBeforeApp?.pathname ?? null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    sendRegistrationOpened(org, flow, newAuthMode);
  }, [org, flow, newAuthMode]);

  useEffect(() => {
    const alreadySent = pageviewSentFor.current === pathname;
    pageviewSentFor.current = null;
    if (!alreadySent) sendRegistrationPageview(org, flow);
  }, [pathname, org, flow]);
}
