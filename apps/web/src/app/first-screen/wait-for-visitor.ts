import type { Organization } from '@heloc/domain';
import { DRAFT_STORAGE_KEY } from '../../features/registration/draft/registration-draft';
import type { FirstStepKind } from '../../features/registration/first-step/first-step-paths';
import { FLAG_OVERRIDES_KEY } from '../../lib/flag-overrides-key';
import { type Feature, readFeaturesEarly } from './api/read-features-early';

/**
 * When the server pre-rendered the first registration step, the visitor can read it and type into it with
 * no script at all, so the app is not started until the visitor acts: a touch, a click, a key, a field focused, the
 * pointer moved. Its code is fetched and run in stages meanwhile, once the step has painted (app/main.tsx); starting
 * it is then its first render, which takes the step over. Typing is never lost: the app copies what was typed and puts
 * the caret back (first-step-handoff.ts), and Continue pressed early submits once the app is there.
 *
 * The app starts at once instead wherever the first screen alone could mislead the visitor: signed in (prefill, an
 * active application), anything of ours already in this tab's session (a draft, flag overrides), query parameters the
 * app must act on (a referrer, flag overrides, pop-webchat: anything but utm_*), an organisation that requires a
 * referring loan officer, and (see shouldStartForFlags) the redesign flag off or a maintenance flag on.
 */

/** Query parameters the app only reads when the visitor submits (docs/product/registration-and-routing.md §7's utmParameters). */
const isReadAtSubmit = (name: string) => name.startsWith('utm_');

const SESSION_STATE_KEYS = [DRAFT_STORAGE_KEY, FLAG_OVERRIDES_KEY];

export interface VisitorContext {
  search: string;
  isSignedIn: boolean;
  session: Pick<Storage, 'getItem'>;
  org: Organization;
}

const hasSessionState = (session: VisitorContext['session']): boolean => {
  try {
    return SESSION_STATE_KEYS.some((key) => session.getItem(key) !== null);
  } catch {
    // Storage blocked: nothing of ours can be there.
    return false;
  }
};

/** Whether the app may wait for the visitor's first action (see above), judged before any flag is known. */
export const mayWaitForVisitor = ({ search, isSignedIn, session, org }: VisitorContext): boolean =>
  !isSignedIn &&
  !org.orgMetaData.variant.requiresReferringLoanOfficer &&
  [...new URLSearchParams(search).keys()].every(isReadAtSubmit) &&
  !hasSessionState(session);

/**
 * docs/product/registration-and-routing.md §2: with redesign-2025 off /register-v2 redirects, and a maintenance flag may cover this route: either way
 * the app must start now (it knows the route patterns). A call that fails starts it too.
 */
export const shouldStartForFlags = (features: readonly Feature[] | null, kind: FirstStepKind): boolean => {
  if (!features) return true;
  const flag = (key: string) => features.find((feature) => feature.key === key);
  if (kind === 'v2' && !flag('redesign-2025')?.enabled) return true;
  const maintenance = flag('maintenance');
  const routes = maintenance?.variables?.routes;
  return Boolean(maintenance?.enabled && Array.isArray(routes) && routes.length > 0);
};

/** What counts as the visitor acting (capture phase, so nothing on the page can hide it). */
export const VISITOR_ACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'submit'] as const;

/**
 * Runs `start` once: on the visitor's first action, or at once when the flags say the app is needed now. Answers a
 * function that stops waiting (for tests).
 */
export const waitForVisitor = (
  target: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  { orgCode, kind, start }: { orgCode: string; kind: FirstStepKind; start: () => void },
): (() => void) => {
  let isStarted = false;
  const stop = () => {
    for (const action of VISITOR_ACTIONS) target.removeEventListener(action, startOnce, true);
  };
  function startOnce() {
    if (isStarted) return;
    isStarted = true;
    stop();
    start();
  }
  for (const action of VISITOR_ACTIONS) target.addEventListener(action, startOnce, { capture: true, passive: true });
  void readFeaturesEarly(orgCode).then((features) => {
    if (shouldStartForFlags(features, kind)) startOnce();
  });
  return stop;
};
