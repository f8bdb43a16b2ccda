import { MAIN_SITE_APP_PATHS } from '@heloc/domain';
import { CHAT_SOCKET_PATH, CONSOLE_CHAT_SOCKET_PATH, CONSOLE_LIVE_SOCKET_PATH } from '@heloc/domain/contracts';

/*
 * The routes not built from a contract, with their audience: what route-audiences.test.ts expects of them, as a
 * contract's `auth` says it of the others. A route added without a contract fails that test until it is listed here
 * (and, in a module, the lint until its file joins the route rule's ignores in eslint.config.js).
 * None of them reads a customer's, a broker's or a staff member's session: every caller gets the visitor's answer.
 */

/** Who may call a route without a contract. */
export type UncontractedAudience =
  /** Anyone: a page, a file, a redirect, the OpenAPI document. */
  | 'public'
  /** Only with `Authorization: Bearer <METRICS_TOKEN>` (platform/metrics/route.ts); no session opens it. */
  | 'metrics token'
  /** A WebSocket whose first frame carries its own credentials (docs/product/chat.md §5); a plain request opens nothing. */
  | 'its first frame';

export const ROUTES_WITHOUT_CONTRACT: Readonly<Record<string, UncontractedAudience>> = {
  // The OpenAPI document (platform/http/docs.ts).
  'GET /api-docs': 'public',
  'GET /metrics': 'metrics token',
  // The web app: the build's hashed files, its other files and the pages (platform/http/spa.ts).
  'GET /assets/:name': 'public',
  'GET /*': 'public',
  'GET /account/register': 'public',
  'GET /account/register/*': 'public',
  'GET /account/heloc-signer': 'public',
  'GET /account/heloc-signer/*': 'public',
  ...Object.fromEntries(MAIN_SITE_APP_PATHS.map((path) => [`GET ${path}`, 'public'] as const)),
  // The organisation's brand images (modules/organization).
  'GET /org-assets/:code/logo.svg': 'public',
  'GET /org-assets/:code/favicon.png': 'public',
  'GET /org-assets/:code/favicon.svg': 'public',
  // The partners' uploaded brand images, named by their content's hash (modules/partners/brand-assets.ts).
  'GET /brand-assets/:name': 'public',
  // The chat widget's socket (a chat token) and the console's (a staff session), modules/chat/chat-socket.ts.
  [`GET ${CHAT_SOCKET_PATH}`]: 'its first frame',
  [`GET ${CONSOLE_CHAT_SOCKET_PATH}`]: 'its first frame',
  // The console's live socket (a staff session), modules/chat/chat-socket.ts.
  [`GET ${CONSOLE_LIVE_SOCKET_PATH}`]: 'its first frame',
};
