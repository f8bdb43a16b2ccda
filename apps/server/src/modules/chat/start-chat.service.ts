import { randomUUID } from 'node:crypto';
import { chatSessionExpiresAt, type Language, rolesAllow, type StaffRole } from '@heloc/domain';
import type { ChatSession, InitWebChatBody, KnownChatNotice } from '@heloc/domain/contracts';
import { participationIn } from '../../platform/auth/participation';
import { AppError } from '../../platform/http/errors';
import { inTransaction } from '../service-context';
import { announce } from './chat-announce';
import {
  type ChatContext,
  chatNonceHash,
  chatTokenHash,
  isProduction,
  isUuid,
  newChatSecret,
  chatModeNow,
  visitorContactId,
} from './chat-context';
import { appendMessage, noticeText } from './chat-messages';
import { NONCE_INVALID } from './chat-nonce.service';
import { CHATBOT_NAME } from './chatbot-answer';
import { chatWordsIn, chatWordsMessages as m } from './chat-words';
import { listActiveStaffMembers } from '../../platform/auth/staff-members.repo';
import { findLiveNonce, insertConversation } from './chat.repo';
import { readApplicationRow } from '../../workflow';

/*
 * docs/product/chat.md §1, §4: a chat starts after the pre-chat form. The server decides the mode (an agent while one
 * takes chats within the chat's hours, else the chatbot); outside production the widget's override and agent chooser
 * win. A signed-in borrower's nonce ties the chat to them and, when it is theirs, their application and its loan
 * number (docs/product/application-area.md §9).
 */

/** The chat's first words (a visitor not named is greeted without a name), in the visitor's language (docs/i18n.md). */
export const welcomeOf = (
  mode: 'AGENT' | 'CHATBOT',
  name: string,
  orgName: string,
  language: Language = 'en',
): string => {
  const say = chatWordsIn(language);
  if (mode === 'AGENT') return say(m.agentComing, { name });
  return name ? say(m.chatbotWelcome, { name, orgName }) : say(m.chatbotWelcomeUnnamed, { orgName });
};

export const ORG_UNKNOWN = 'orgCode: is not an organisation';
export const AGENT_CHOICE_UNKNOWN = 'agentChatId: is not an agent who answers chats of this organisation';

/** The member a tester chose outside production, when they answer chats of the organisation. */
const chosenAgent = async (ctx: ChatContext, orgCode: string, chatId: string) => {
  if (!isUuid(chatId)) throw new AppError('bad_request', AGENT_CHOICE_UNKNOWN);
  const member = (await listActiveStaffMembers(ctx.db)).find((m) => m.uuid === chatId.toLowerCase());
  const scoped = member?.org_codes.some((code) => code.toLowerCase() === orgCode.toLowerCase());
  if (!member || !scoped || !rolesAllow(member.roles as StaffRole[], 'CHAT_ANSWER'))
    throw new AppError('bad_request', AGENT_CHOICE_UNKNOWN);
  return member;
};

export const startChat = async (
  ctx: ChatContext,
  body: InitWebChatBody,
  /** docs/i18n.md: the visitor's language (the start call's Accept-Language). */
  language: Language = 'en',
): Promise<ChatSession> => {
  const now = ctx.now();
  const org = await ctx.org(body.orgCode);
  if (!org) throw new AppError('bad_request', ORG_UNKNOWN);
  const orgCode = org.code;
  const production = isProduction(ctx);

  let identityUuid: string | null = null;
  let applicationUuid: string | null = null;
  let loanNumber: string | null = null;
  if (body.nonce) {
    const nonce = await findLiveNonce(ctx.db, chatNonceHash(ctx, body.nonce), now);
    if (!nonce) throw new AppError('bad_request', NONCE_INVALID);
    identityUuid = nonce.identity_uuid;
    if (body.applicationUuid) {
      // The body names the application: the chat is attached to it only for someone who takes part in it.
      const takesPart = await participationIn(ctx.db, body.applicationUuid, identityUuid);
      const application = takesPart && (await readApplicationRow(ctx.db, body.applicationUuid));
      if (application) {
        applicationUuid = application.uuid;
        loanNumber = application.loan_number;
      }
    }
  }

  const agent = !production && body.agentChatId ? await chosenAgent(ctx, orgCode, body.agentChatId) : undefined;
  const override = production ? undefined : (body.modeOverride ?? undefined);
  const mode: 'AGENT' | 'CHATBOT' = agent ? 'AGENT' : (override ?? (await chatModeNow(ctx, orgCode, now)));
  const state = agent ? 'ACTIVE' : mode === 'AGENT' ? 'WAITING' : 'BOT';

  const token = newChatSecret();
  const uuid = randomUUID();
  const expiresAt = chatSessionExpiresAt(mode === 'AGENT' ? 'agent' : 'chatbot', now);
  // What the chat says first: a SYSTEM notice (the widget writes it in its reader's language) or the chatbot's welcome.
  const notice: KnownChatNotice | null = agent
    ? { kind: 'agent-joined', agentName: agent.name }
    : state === 'WAITING'
      ? { kind: 'agent-coming', name: body.friendlyName }
      : null;
  const initialMessage =
    notice?.kind === 'agent-joined' ? noticeText(notice) : welcomeOf(mode, body.friendlyName, org.name, language);
  await inTransaction(ctx, async (tx) => {
    await insertConversation(tx.db, {
      uuid,
      tokenHash: chatTokenHash(ctx, token),
      orgCode,
      mode,
      state,
      friendlyName: body.friendlyName,
      emailAddress: body.emailAddress,
      skill: body.skill,
      tag: body.tag ?? null,
      loanNumber,
      productType: body.productType ?? null,
      pageUrl: body.pageUrl,
      identityUuid,
      applicationUuid,
      agentUuid: agent?.uuid ?? null,
      waitingSince: state === 'WAITING' ? now : null,
      expiresAt,
      now,
    });
    await appendMessage(
      tx.db,
      uuid,
      state === 'BOT'
        ? { senderType: 'BOT', senderName: CHATBOT_NAME, body: initialMessage }
        : { senderType: 'SYSTEM', senderName: '', body: initialMessage, notice },
      now,
    );
    await announce(tx.db, { kind: 'queue', conversationUuid: uuid, orgCode });
  });

  return {
    friendlyName: body.friendlyName,
    emailAddress: body.emailAddress,
    token,
    conversationSid: uuid,
    expiration: expiresAt.toISOString(),
    omniProxyChannelId: uuid,
    providerChannelId: `ch_${uuid}`,
    providerUserId: identityUuid ?? visitorContactId(ctx, body.emailAddress),
    providerUserToken: token,
    initialMessage,
  };
};
