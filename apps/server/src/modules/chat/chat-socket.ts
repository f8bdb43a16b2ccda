import {
  agentClientFrameSchema,
  CHAT_SOCKET_PATH,
  chatClientFrameSchema,
  CONSOLE_CHAT_SOCKET_PATH,
  CONSOLE_LIVE_SOCKET_PATH,
  consoleLiveClientFrameSchema,
  type ChatServerFrame,
} from '@heloc/domain/contracts';
import { type Language, languageOfTag, rolesAllow } from '@heloc/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import { staffSessionOfToken } from '../../platform/auth/staff-auth.plugin';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError } from '../../platform/http/errors';
import { languageOfRequest } from '../../platform/http/language';
import type { ServiceContext } from '../service-context';
import { chatAgentsOf } from './chat-agents';
import { CHAT_ENDED_MESSAGE } from './chat-messages';
import { tellAwayBorrower } from './chat-away-notice';
import { type ChatHub, sendFrame } from './chat-hub';
import { type ConsoleLiveHub, sendLiveFrame } from './console-live-hub';
import {
  announceAgentTyping,
  refreshAgentPresence,
  sendAgentMessage,
  setAgentAvailability,
} from './agent-socket.service';
import {
  announceCustomerTyping,
  openBorrowerChat,
  requestAgent,
  requestCallback,
  sendCustomerMessage,
} from './borrower-socket.service';

/*
 * The chat's sockets (docs/product/chat.md §5; frames in packages/domain/src/contracts/chat-stream.ts). The first
 * frame authenticates within AUTH_WITHIN_MS, else the socket closes with AUTH_CLOSE_CODE; each later frame is
 * validated, a bad one answered with the error BAD_FRAME, never a crash. A socket's frames are handled one after the
 * other, so its acknowledgements come in the order sent.
 */

export const AUTH_WITHIN_MS = 10_000;
/** The close code of a socket that did not authenticate (in time, or with a valid token). */
export const AUTH_CLOSE_CODE = 4401;
/** A frame is small: a message's text, five attachment ids, a typing preview. */
export const MAX_FRAME_BYTES = 16 * 1024;

type ErrorCode = Extract<ChatServerFrame, { type: 'error' }>['code'];

const errorFrame = (code: ErrorCode, message: string, clientId?: string): ChatServerFrame =>
  clientId === undefined ? { type: 'error', code, message } : { type: 'error', code, message, clientId };

/** How a use case's refusal reads on the socket. */
const refusalOf = (error: unknown): { code: ErrorCode; message: string } | undefined => {
  if (!(error instanceof AppError)) return undefined;
  if (error.code === 'conflict' && error.message === CHAT_ENDED_MESSAGE)
    return { code: 'ENDED', message: error.message };
  if (error.code === 'bad_request') return { code: 'BAD_FRAME', message: error.message };
  return { code: 'SEND_FAILED', message: error.message };
};

const parseFrame = <S extends z.ZodType>(schema: S, data: RawData): z.infer<S> | undefined => {
  try {
    const parsed = schema.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * One socket's life: frames handled in order; the first must authenticate. `onFrame` answers the frame; a refusal it
 * throws becomes an error frame (carrying the clientId of a send).
 */
const serve = <F extends { type: string }>(
  app: FastifyInstance,
  socket: WebSocket,
  parse: (data: RawData) => F | undefined,
  authenticate: (frame: F) => Promise<boolean>,
  onFrame: (frame: F) => Promise<void>,
  onClose: () => void,
): void => {
  let authenticated = false;
  const deadline = setTimeout(() => {
    if (!authenticated) socket.close(AUTH_CLOSE_CODE, 'Authenticate first');
  }, AUTH_WITHIN_MS);
  deadline.unref();
  let chain: Promise<void> = Promise.resolve();
  const handle = async (data: RawData) => {
    const frame = parse(data);
    if (!authenticated) {
      if (frame?.type === 'auth' && (await authenticate(frame))) {
        authenticated = true;
        clearTimeout(deadline);
        return;
      }
      sendFrame(socket, errorFrame('INVALID_TOKEN', 'Authenticate with a valid token first'));
      socket.close(AUTH_CLOSE_CODE, 'Not authenticated');
      return;
    }
    if (!frame || frame.type === 'auth')
      return sendFrame(socket, errorFrame('BAD_FRAME', 'This frame is not understood'));
    try {
      await onFrame(frame);
    } catch (error) {
      const clientId = 'clientId' in frame && typeof frame.clientId === 'string' ? frame.clientId : undefined;
      const refusal = refusalOf(error);
      if (!refusal) app.log.error({ err: error }, 'chat: frame failed');
      sendFrame(socket, errorFrame(refusal?.code ?? 'SEND_FAILED', refusal?.message ?? 'The frame failed', clientId));
    }
  };
  socket.on('message', (data) => {
    chain = chain.then(() => handle(data)).catch((error: unknown) => app.log.error({ err: error }, 'chat: socket'));
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    clearTimeout(deadline);
    onClose();
  });
};

const socketLanguageOf = (request: FastifyRequest): Language => {
  const asked = (request.query as Record<string, unknown> | undefined)?.language;
  const fromQuery = typeof asked === 'string' ? languageOfTag(asked) : undefined;
  return fromQuery ?? languageOfRequest(request);
};

type BorrowerFrame = z.infer<typeof chatClientFrameSchema>;
type AgentFrame = z.infer<typeof agentClientFrameSchema>;
type LiveFrame = z.infer<typeof consoleLiveClientFrameSchema>;

/**
 * The console's live socket (docs/product/operations-console.md §10; console-live-hub.ts): any member who may read
 * files, authenticated as the agents' socket is; each ping checks the session again and takes the member's roles and
 * organisations as they are now, so a member removed from an organisation hears its files no more.
 */
export const registerConsoleLiveSocket = (app: FastifyInstance, ctx: ServiceContext, hub: ConsoleLiveHub): void => {
  app.get(CONSOLE_LIVE_SOCKET_PATH, { websocket: true }, (socket) => {
    let token = '';
    let release: (() => void) | undefined;
    serve<LiveFrame>(
      app,
      socket,
      (data) => parseFrame(consoleLiveClientFrameSchema, data),
      async (frame) => {
        if (frame.type !== 'auth') return false;
        const session = await staffSessionOfToken(ctx, frame.token, ctx.now(), { touch: false });
        if (!session || !rolesAllow(session.staff.roles, 'FILE_READ')) return false;
        token = frame.token;
        release = hub.add(session.staff, socket);
        sendLiveFrame(socket, { type: 'ready-live' });
        return true;
      },
      async (frame) => {
        if (frame.type !== 'ping') return;
        const session = await staffSessionOfToken(ctx, token, ctx.now(), { touch: false });
        if (!session || !rolesAllow(session.staff.roles, 'FILE_READ')) {
          sendLiveFrame(socket, { type: 'error', code: 'INVALID_TOKEN', message: 'The staff session has ended' });
          return socket.close(AUTH_CLOSE_CODE, 'Session ended');
        }
        hub.update(socket, session.staff);
        sendLiveFrame(socket, { type: 'pong' });
      },
      () => release?.(),
    );
  });
};

export const registerChatSockets = (app: FastifyInstance, ctx: ServiceContext, hub: ChatHub): void => {
  app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
    // docs/i18n.md: the visitor's language: the `language` query parameter, else the handshake's Accept-Language.
    const language = socketLanguageOf(request);
    let conversation: { uuid: string; org_code: string; friendly_name: string } | undefined;
    let release: (() => void) | undefined;
    serve<BorrowerFrame>(
      app,
      socket,
      (data) => parseFrame(chatClientFrameSchema, data),
      async (frame) => {
        if (frame.type !== 'auth') return false;
        const opened = await openBorrowerChat(ctx, frame.token, frame.afterSeq, (uuid) => {
          release = hub.addBorrower(uuid, socket);
        });
        if (!opened) return false;
        conversation = opened.row;
        sendFrame(socket, { type: 'ready', conversation: opened.conversation, messages: opened.messages });
        return true;
      },
      async (frame) => {
        const chat = conversation as NonNullable<typeof conversation>;
        switch (frame.type) {
          case 'send': {
            const { message, botReply } = await sendCustomerMessage(ctx, chat.uuid, frame, language);
            sendFrame(socket, { type: 'ack', clientId: frame.clientId, message });
            if (botReply)
              void botReply().catch((error: unknown) => app.log.error({ err: error }, 'chat: chatbot reply'));
            return;
          }
          case 'typing':
            return announceCustomerTyping(ctx, chat, frame.text);
          case 'ping':
            return sendFrame(socket, { type: 'pong' });
          case 'request-agent':
            return requestAgent(ctx, chat.uuid);
          case 'request-callback':
            return requestCallback(ctx, chat.uuid, frame);
          default:
            return undefined;
        }
      },
      () => release?.(),
    );
  });

  app.get(CONSOLE_CHAT_SOCKET_PATH, { websocket: true }, (socket) => {
    let staff: StaffPrincipal | undefined;
    let token = '';
    let release: (() => void) | undefined;
    let madeAvailable = false;
    serve<AgentFrame>(
      app,
      socket,
      (data) => parseFrame(agentClientFrameSchema, data),
      async (frame) => {
        if (frame.type !== 'auth') return false;
        // The staff session checked as every 'staff' call checks it, and the permission to answer chats.
        const session = await staffSessionOfToken(ctx, frame.token, ctx.now());
        if (!session || !rolesAllow(session.staff.roles, 'CHAT_ANSWER')) return false;
        staff = session.staff;
        token = frame.token;
        release = hub.addAgent(staff, socket);
        const me = (await chatAgentsOf(ctx.db, staff.orgCodes, ctx.now())).find((a) => a.uuid === staff?.memberUuid);
        sendFrame(socket, { type: 'ready-agent', available: me?.available ?? false });
        return true;
      },
      async (frame) => {
        const member = staff as StaffPrincipal;
        switch (frame.type) {
          case 'send': {
            const message = await sendAgentMessage(ctx, member, frame);
            sendFrame(socket, { type: 'ack', clientId: frame.clientId, message });
            // The reply is stored and acknowledged; telling an absent borrower must not undo either.
            return tellAwayBorrower(ctx, hub, message).catch((err: unknown) =>
              app.log.warn({ err }, 'chat: the away borrower was not notified'),
            );
          }
          case 'typing':
            return announceAgentTyping(ctx, member, frame.conversationUuid, frame.text);
          case 'ping': {
            // A session signed out, disabled or gone idle elsewhere ends its socket too.
            if (!(await staffSessionOfToken(ctx, token, ctx.now(), { touch: false }))) {
              sendFrame(socket, { type: 'error', code: 'INVALID_TOKEN', message: 'The staff session has ended' });
              return socket.close(AUTH_CLOSE_CODE, 'Session ended');
            }
            await refreshAgentPresence(ctx, member);
            return sendFrame(socket, { type: 'pong' });
          }
          case 'availability':
            madeAvailable = madeAvailable || frame.available;
            return setAgentAvailability(ctx, member, frame.available);
          default:
            return undefined;
        }
      },
      () => {
        release?.();
        // Gone from the console: no longer taking chats, unless another of their sockets here is still open.
        if (staff && madeAvailable && !hub.hasAgent(staff.memberUuid))
          void setAgentAvailability(ctx, staff, false).catch(() => {});
      },
    );
  });
};
