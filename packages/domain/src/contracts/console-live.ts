import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { uuidSchema } from './address';
import { CONSOLE_API } from './console';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * The console's live socket (docs/product/operations-console.md §10): every member's console holds one, whatever their
 * roles, and hears that a file of their organisations changed (an upload, an answer, a signature, a status change,
 * another member's act). The frame names the file only; the screens read what changed through their calls, so a frame
 * carries nothing the member's calls would not answer. Ours, as the chat's sockets (chat-stream.ts).
 */

export const CONSOLE_LIVE_SOCKET_PATH = `${CONSOLE_API}/live/socket`;

/** Frames the console sends on its live socket. */
export const consoleLiveClientFrameSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('auth'), token: text(MAX.token).min(1) }),
    z.object({ type: z.literal('ping') }),
  ]),
);
export type ConsoleLiveClientFrame = z.input<typeof consoleLiveClientFrameSchema>;

/** Frames the server sends on the console's live socket. */
export const consoleLiveServerFrameSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    /** The session is accepted: from now on the member hears their organisations' files change. */
    z.object({ type: z.literal('ready-live') }),
    /** Something of this file changed: a screen showing it reads it again. */
    z.object({ type: z.literal('file-changed'), applicationUuid: uuidSchema }),
    z.object({ type: z.literal('pong') }),
    z.object({ type: z.literal('error'), code: z.enum(['INVALID_TOKEN']), message: z.string() }),
  ]),
);
export type ConsoleLiveServerFrame = z.infer<typeof consoleLiveServerFrameSchema>;
