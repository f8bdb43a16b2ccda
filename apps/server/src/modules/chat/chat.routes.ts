import websocket from '@fastify/websocket';
import { CHAT_ATTACHMENT_TOO_LARGE_MESSAGE } from '@heloc/domain';
import {
  answerChatSurveyContract,
  authenticateWebChatContract,
  chatWithAutobotContract,
  closeConsoleChatContract,
  completeCallbackContract,
  downloadChatAttachmentContract,
  downloadConsoleChatAttachmentContract,
  endChatContract,
  getApplicationChatsContract,
  getChatHistoryContract,
  getConsoleChatContract,
  getConsoleChatsContract,
  getWebChatInfoContract,
  initStreamWebChatContract,
  initWebChatContract,
  listChatAgentsContract,
  listConsoleChatAgentsContract,
  rateChatReplyContract,
  refreshChatTokenContract,
  refreshWebChatNonceContract,
  takeConsoleChatContract,
  transferConsoleChatContract,
  uploadChatAttachmentContract,
  uploadConsoleChatAttachmentContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { requireStaff } from '../../platform/auth/staff-principal';
import { contractRoute } from '../../platform/http/contract-route';
import { AppError } from '../../platform/http/errors';
import { readUpload } from '../../platform/http/multipart';
import type { StoredDocument } from '../../platform/storage';
import {
  openChatAttachment,
  openConsoleChatAttachment,
  uploadChatAttachment,
  uploadConsoleChatAttachment,
} from './chat-attachments.service';
import { chatContextOf } from './chat-context';
import { startExpirySweep } from './chat-expiry';
import { createChatHub } from './chat-hub';
import { authenticateWebChat, refreshWebChatNonce } from './chat-nonce.service';
import { MAX_FRAME_BYTES, registerChatSockets, registerConsoleLiveSocket } from './chat-socket';
import { createConsoleLiveHub } from './console-live-hub';
import { chatWithAutobot, getChatHistory, rateChatReply } from './chatbot.service';
import {
  closeConsoleChat,
  completeChatCallback,
  getApplicationChats,
  getConsoleChat,
  getConsoleChats,
  listConsoleChatAgents,
  takeConsoleChat,
  transferConsoleChat,
} from './console-chats.service';
import { answerChatSurvey, endChat } from './end-chat.service';
import { getWebChatInfo } from './get-web-chat-info.service';
import { listChatAgents } from './list-chat-agents.service';
import { refreshChatToken } from './refresh-chat-token.service';
import { startChat } from './start-chat.service';
import { languageOfRequest } from '../../platform/http/language';

/** The x-chat-token header of the widget's calls around its socket. */
const chatTokenOf = (request: FastifyRequest): string => String(request.headers['x-chat-token'] ?? '');

/** An upload's file, its size refused in the chat's own words (docs/product/chat.md §1). */
const chatFileOf = async <C extends typeof uploadChatAttachmentContract | typeof uploadConsoleChatAttachmentContract>(
  request: FastifyRequest,
  contract: C,
) => {
  try {
    return (await readUpload(request, contract)).files.file as NonNullable<
      Awaited<ReturnType<typeof readUpload>>['files'][string]
    >;
  } catch (error) {
    if (error instanceof AppError && error.code === 'too_large')
      throw new AppError('too_large', CHAT_ATTACHMENT_TOO_LARGE_MESSAGE);
    throw error;
  }
};

/** A chat file as a download: its checked type, never sniffed. */
const sendFile = (reply: FastifyReply, row: { content_type: string; file_name: string }, file: StoredDocument) =>
  reply
    .type(row.content_type)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `attachment; filename="${row.file_name.replace(/[^\w .()-]/g, '_') || 'attachment'}"`,
    )
    .send(file.body);

/**
 * The chat (docs/product/chat.md): the widget's calls, the chatbot's, the console's, and the two sockets with the
 * node's fan-out of what any node announces (§5) and its expiry sweep (§4).
 */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  const ctx = chatContextOf(app);

  // A node that stops (after its drain, server.ts) closes its sockets with 1012 "service restart" before the socket
  // plugin's own close: each client reconnects, through the balancer, to a node that stays (docs/deploy.md).
  // Added first, so it runs first.
  app.addHook('preClose', () => hub.closeAll(1012, 'This node is stopping: reconnect'));
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const hub = createChatHub(ctx, app.log);
  app.metrics.readChatSockets(() => hub.sockets());
  const stopSweep = startExpirySweep(ctx, app.log);
  // The console's live socket shares the socket plugin registered here (docs/product/operations-console.md §10).
  const live = createConsoleLiveHub(ctx, app.log);
  app.addHook('onClose', async () => {
    stopSweep();
    await hub.stop();
    await live.stop();
  });
  registerChatSockets(app, ctx, hub);
  registerConsoleLiveSocket(app, ctx, live);

  // The widget's calls.
  contractRoute(app, initWebChatContract, async (request) => startChat(ctx, request.body, languageOfRequest(request)));
  contractRoute(app, initStreamWebChatContract, async (request) =>
    startChat(ctx, request.body, languageOfRequest(request)),
  );
  contractRoute(app, refreshChatTokenContract, async (request) => refreshChatToken(ctx, request.body.token));
  contractRoute(app, getWebChatInfoContract, async (request) => getWebChatInfo(ctx, request.body.omniProxyChannelId));
  contractRoute(app, authenticateWebChatContract, async (request) =>
    authenticateWebChat(ctx, requireAuth(request).identityUuid),
  );
  contractRoute(app, refreshWebChatNonceContract, async (request) =>
    refreshWebChatNonce(ctx, requireAuth(request).identityUuid, request.query.nonce),
  );
  contractRoute(app, listChatAgentsContract, async (request) =>
    listChatAgents(ctx, (await request.resolveOrg()).orgCode),
  );
  contractRoute(app, uploadChatAttachmentContract, async (request, reply) =>
    reply
      .code(201)
      .send(
        await uploadChatAttachment(ctx, chatTokenOf(request), await chatFileOf(request, uploadChatAttachmentContract)),
      ),
  );
  contractRoute(app, downloadChatAttachmentContract, async (request, reply) => {
    const { row, body } = await openChatAttachment(ctx, chatTokenOf(request), request.params.attachmentUuid);
    return sendFile(reply, row, body);
  });
  contractRoute(app, answerChatSurveyContract, async (request) => answerChatSurvey(ctx, request.body));
  contractRoute(app, endChatContract, async (request) => endChat(ctx, request.body.token));

  // The chatbot's.
  contractRoute(app, chatWithAutobotContract, async (request) =>
    chatWithAutobot(ctx, request.body, languageOfRequest(request)),
  );
  contractRoute(app, getChatHistoryContract, async (request) =>
    getChatHistory(ctx, request.params.conversationId, request.query.limit),
  );
  contractRoute(app, rateChatReplyContract, async (request) => rateChatReply(ctx, request.body));

  // The console's.
  contractRoute(app, getConsoleChatsContract, async (request) => getConsoleChats(ctx, requireStaff(request)));
  contractRoute(app, getConsoleChatContract, async (request) =>
    getConsoleChat(ctx, requireStaff(request), request.params.chatUuid),
  );
  contractRoute(app, takeConsoleChatContract, async (request) =>
    takeConsoleChat(ctx, requireStaff(request), request.params.chatUuid),
  );
  contractRoute(app, transferConsoleChatContract, async (request) =>
    transferConsoleChat(ctx, requireStaff(request), request.params.chatUuid, request.body.toStaffUuid),
  );
  contractRoute(app, closeConsoleChatContract, async (request) =>
    closeConsoleChat(ctx, requireStaff(request), request.params.chatUuid),
  );
  contractRoute(app, completeCallbackContract, async (request) =>
    completeChatCallback(ctx, requireStaff(request), request.params.callbackUuid),
  );
  contractRoute(app, uploadConsoleChatAttachmentContract, async (request, reply) =>
    reply
      .code(201)
      .send(
        await uploadConsoleChatAttachment(
          ctx,
          requireStaff(request),
          request.params.chatUuid,
          await chatFileOf(request, uploadConsoleChatAttachmentContract),
        ),
      ),
  );
  contractRoute(app, downloadConsoleChatAttachmentContract, async (request, reply) => {
    const { chatUuid, attachmentUuid } = request.params;
    const { row, body } = await openConsoleChatAttachment(ctx, requireStaff(request), chatUuid, attachmentUuid);
    return sendFile(reply, row, body);
  });
  contractRoute(app, listConsoleChatAgentsContract, async (request) =>
    listConsoleChatAgents(ctx, requireStaff(request)),
  );
  contractRoute(app, getApplicationChatsContract, async (request) =>
    getApplicationChats(ctx, requireStaff(request), request.params.uuid),
  );
};
