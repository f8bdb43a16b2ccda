import { CONSOLE_CHAT_SOCKET_PATH } from '@heloc/domain/contracts';
import { getStaffToken } from '../../../shared/api/staff-client';

/*
 * The agent's socket speaks for the staff session (docs/product/chat.md §5): where it connects, and the token its first
 * frame authenticates with, the staff client's own.
 */

/** The agent socket's address on this origin (http → ws, https → wss). */
export const consoleChatSocketUrl = (): string =>
  `${window.location.origin.replace(/^http/, 'ws')}${CONSOLE_CHAT_SOCKET_PATH}`;

/** The staff session's token, or null once it ended. */
export const agentSocketToken = (): string | null => getStaffToken();
