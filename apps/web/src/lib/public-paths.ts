import { isNewAuthModeDecided } from './auth-mode';
import { redirectTarget } from './redirect-target';

export const BASE_PATH = '/account/heloc';
export const SIGNER_BASE_PATH = `${BASE_PATH}/heloc-signer`;
export const LOGIN_PATH = '/auth/login';
/** The agent portal's sign-in variant and where it leads (docs/product/widgets-and-calculations.md §6). */
export const AGENT_LOGIN_PATH = '/auth/agent/login';
export const AGENT_HOME_PATH = '/auth/agent';
/** The new authentication mode's account creation (docs/product/registration-and-routing.md §2). */
export const SIGN_UP_PATH = '/auth/sign-up';
export const SIGNER_LOGIN_PATH = `${SIGNER_BASE_PATH}/login`;
export const DASHBOARD_PATH = '/dashboard';

// docs/product/registration-and-routing.md §6, docs/product/application-area.md §4.2: visitors may use these paths under the base path (with their children where they have any).
const PUBLIC_HELOC_PATHS = [
  'register',
  'register-v2',
  'terms',
  'communications',
  'privacy',
  'licenses',
  'coming-soon',
  'not-accepting-apps',
  // docs/product/registration-and-routing.md §6: the signer login (public while the auth mode is off: isPublicPath).
  'heloc-signer/login',
  // The invitation link (a new signer has no session yet) and the signer area's dead ends.
  'heloc-signer/resume',
  'heloc-signer/cancelled',
  'heloc-signer/error',
  // The sandbox e-mail outbox (its data needs the sandbox key).
  'sandbox/outbox',
];

// The main-site pages this app stands in for, plus paths that only redirect (their target is guarded in turn).
const PUBLIC_EXACT_PATHS = [
  LOGIN_PATH,
  // The agent portal's sign-in variant, and its page (which says so when nobody is signed in to it).
  AGENT_LOGIN_PATH,
  AGENT_HOME_PATH,
  // The new authentication mode's account, made before the application is submitted.
  SIGN_UP_PATH,
  '/terms',
  '/privacy',
  '/communications',
  '/licenses',
  // The platform's contact page (docs/product/application-area.md §2.3): how to reach the lender, for anyone.
  '/contact',
  '/',
  '/account',
  BASE_PATH,
  SIGNER_BASE_PATH,
];
const PUBLIC_PREFIXES = ['/account/register', '/account/heloc-signer'];

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const isAtOrUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether the visit runs the new authentication mode: the signer login is public only while it does not. */
interface AuthMode {
  newAuthMode?: boolean;
}

export const isPublicPath = (rawPathname: string, { newAuthMode = isNewAuthModeDecided() }: AuthMode = {}): boolean => {
  const pathname = trimSlash(rawPathname);
  // docs/product/registration-and-routing.md §6: the signer login is also public when the auth mode is off.
  if (newAuthMode && pathname === SIGNER_LOGIN_PATH) return false;
  if (PUBLIC_EXACT_PATHS.includes(pathname)) return true;
  if (PUBLIC_PREFIXES.some((prefix) => isAtOrUnder(pathname, prefix))) return true;
  return PUBLIC_HELOC_PATHS.some((path) => isAtOrUnder(pathname, `${BASE_PATH}/${path}`));
};

export const isSignerPath = (pathname: string): boolean => isAtOrUnder(trimSlash(pathname), SIGNER_BASE_PATH);

/** docs/product/registration-and-routing.md §6: where a visitor without a session goes, remembering where they wanted to be. */
export const loginRedirectFor = (
  pathname: string,
  search: string,
  { newAuthMode = isNewAuthModeDecided() }: AuthMode = {},
): string => {
  // In the new authentication mode everyone signs in at the platform's login (the signer login is not public then).
  const login = isSignerPath(pathname) && !newAuthMode ? SIGNER_LOGIN_PATH : LOGIN_PATH;
  return redirectTarget(`${login}?redirectUrl=${encodeURIComponent(pathname + search)}`, search);
};
