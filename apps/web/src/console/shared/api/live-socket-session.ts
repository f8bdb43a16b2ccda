import { CONSOLE_LIVE_SOCKET_PATH } from '@heloc/domain/contracts';
import { getStaffToken } from './staff-client';

/*
 * The console's live socket speaks for the staff session (docs/product/operations-console.md §10): where it connects,
 * and the token its first frame authenticates with, the staff client's own.
 */

/** The live socket's address on this origin (http → ws, https → wss). */
export const consoleLiveSocketUrl = (): string =>
  `${window.location.origin.replace(/^http/, 'ws')}${CONSOLE_LIVE_SOCKET_PATH}`;

/** The staff session's token, or null once it ended. */
export const liveSocketToken = (): string | null => getStaffToken();
