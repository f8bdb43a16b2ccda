import { nextTask } from './next-task';
import { BASE_PATH } from './public-paths';
import { customerHeaders } from './transport/customer-headers';
import { send } from './transport/send';

/**
 * The reads an application page makes as soon as the app renders (its status, the application, the profile
 * and the identity: docs/product/registration-and-routing.md §4, docs/product/application-area.md §7) are started by the page's first script, while the app's code is still on its
 * way, instead of after it has loaded and rendered. The api client then takes each answer rather than asking again
 * (api-client.ts). An answer is taken once, only for the same call with the same token, and only while fresh. The
 * first registration step's page keeps its features answer here the same way (`keepEarlyAnswer`).
 */

/** Older than this, the app asks again (the server keeps a status answer as long: STATUS_CACHE_MS). */
export const EARLY_READ_FRESH_MS = 5_000;

interface EarlyRead {
  authorization: string | null;
  /** The request's body as sent (JSON), or null for none. */
  body: string | null;
  startedAt: number;
  response: Promise<Response>;
}

/** By method and path. */
const started = new Map<string, EarlyRead>();
const keyOf = (method: string, url: string) => `${method} ${url}`;

/** The application area's path of one application: /account/heloc/{uuid} and anything below it. */
const APPLICATION_PATH = /^\/account\/heloc\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

export const applicationUuidOf = (pathname: string): string | null => APPLICATION_PATH.exec(pathname)?.[1] ?? null;

/** The screen path relative to /{uuid}/ of an absolute path ('' at the root or outside the area). */
export const relativeScreenPath = (uuid: string, pathname: string): string => {
  const root = `${BASE_PATH}/${uuid}`;
  if (!pathname.startsWith(`${root}/`)) return '';
  return pathname.slice(root.length + 1).replace(/\/+$/, '');
};

/** The screen's path relative to /{uuid}/ of the application `pathname` belongs to ('' at its root or off the area). */
export const applicationScreenOf = (pathname: string): string => {
  const uuid = applicationUuidOf(pathname);
  return uuid ? relativeScreenPath(uuid, pathname) : '';
};

/**
 * What every page of the application area reads first (the contracts getHelocStatusContract,
 * getHelocApplicationContract, getProfileContract and getIdentityContract), and what its frame shows above the screen
 * (listExternalApplicantConditionsContract for the open requests, getFundingForecastContract for the progress panel);
 * on the signing screen, its closing package (getClosingPackageContract). A test holds them to those paths. Read
 * before the app's first render, the frame and the screen are drawn once in their places rather than pushed down as
 * each answer arrives (docs/decisions.md "Performance of the pages").
 */
export const firstReadsOf = (applicationUuid: string, screen = ''): string[] => {
  const application = `/service-application/api/v1/application/heloc/${applicationUuid}`;
  return [
    `/service-heloc-borrower/api/v1/heloc/${applicationUuid}/status`,
    application,
    '/service-profile/api/v1/profile',
    '/identity/secure/api/v1_1/identity',
    `/service-conditions/external/api/v1/applications/${applicationUuid}/conditions/external-applicants`,
    `${application}/funding-forecast`,
    ...(screen === SIGNING_SCREEN ? [`${application}/closing`] : []),
  ];
};

/** The signing screen's path relative to /{uuid}/, whose closing package is one of its first reads. */
export const SIGNING_SCREEN = 'signing/sign';

/** A response whose body has arrived: read within the read's time-out, as the app's own calls are (transport/send.ts). */
const arrived = async (response: Response | undefined): Promise<Response> => {
  if (!response) throw new TypeError('No response');
  const hasNoBody = [204, 205, 304].includes(response.status);
  return new Response(hasNoBody ? null : await response.arrayBuffer(), response);
};

/**
 * Starts GETs of `paths` through the transport's core with the customer portal's credentials, as the api client sends
 * them (docs/product/registration-and-routing.md §7: cookies, org header, token).
 */
export const startEarlyReads = (
  paths: readonly string[],
  { orgCode, token }: { orgCode: string; token: string },
): void => {
  const headers = customerHeaders({ orgCode, token });
  const authorization = headers.Authorization ?? null;
  // The first is sent at once, each other in a task of its own: a fetch costs the page's thread a millisecond or more,
  // and seven sent together were one long task on a slow phone (docs/decisions.md "Performance of the pages").
  let turn: Promise<void> = Promise.resolve();
  paths.forEach((path, index) => {
    const read = () => send(path, { method: 'GET', credentials: 'include', headers }, arrived);
    const response = index === 0 ? read() : (turn = turn.then(nextTask)).then(read);
    // Nobody may ever take it: a failure here must not surface as an unhandled rejection.
    response.catch(() => undefined);
    started.set(keyOf('GET', path), { authorization, body: null, startedAt: performance.now(), response });
  });
};

/**
 * Keeps the answer of a read the page's first script made for itself with a body (the features call of the first
 * registration step, app/first-screen/wait-for-visitor.ts), for the app's same call to take: the app's first render
 * waits on that call, and asked again it costs the start a round trip to the server. `response` must be the app's own
 * copy of the answer (Response.clone()), since a body is read once. Kept as fresh from now, like a read started now.
 */
export const keepEarlyAnswer = (
  { method, path, authorization, body }: { method: string; path: string; authorization: string | null; body: string },
  response: Promise<Response>,
): void => {
  response.catch(() => undefined);
  started.set(keyOf(method, path), { authorization, body, startedAt: performance.now(), response });
};

/**
 * The early answer of `method url` sent with `authorization` and `body` (JSON, as sent), once, while fresh; undefined
 * otherwise.
 */
export const takeEarlyRead = (
  method: string,
  url: string,
  authorization: string | null,
  body: string | null = null,
): Promise<Response> | undefined => {
  const key = keyOf(method, url);
  const read = started.get(key);
  if (!read) return undefined;
  started.delete(key);
  const isFresh = performance.now() - read.startedAt <= EARLY_READ_FRESH_MS;
  return isFresh && read.authorization === authorization && read.body === body ? read.response : undefined;
};
