import { randomBytes } from 'node:crypto';
import { chooseChatMode } from '@heloc/domain';
import type { FastifyInstance } from 'fastify';
import { isAgentAvailable, isDepartmentOpen } from '../operating-hours';
import { contextOf, type ServiceContext } from '../service-context';

/*
 * What the chat's use cases share (docs/product/chat.md): the service context with the organisations' names, the
 * chat's secrets (a random token of which only a keyed hash is stored, like the staff sessions'), and whether a
 * person can answer now (§3, §4: the chat within its hours and an agent taking chats).
 */

export interface ChatContext extends ServiceContext {
  /** The organisation's code as the table spells it and its short name (the chatbot's), or undefined if unknown. */
  org(orgCode: string): Promise<{ code: string; name: string } | undefined>;
}

export const chatContextOf = (app: FastifyInstance): ChatContext => ({
  ...contextOf(app),
  org: async (orgCode) => {
    const org = (await app.orgDirectory()).byCode.get(orgCode.toLowerCase());
    return org ? { code: org.orgCode, name: org.orgMetaData.companyNameShort } : undefined;
  },
});

/** A new secret for a widget (the chat's token, a borrower's nonce). */
export const newChatSecret = (): string => randomBytes(32).toString('base64url');

export const chatTokenHash = (ctx: Pick<ServiceContext, 'cipher'>, token: string): string =>
  ctx.cipher.blindIndex('chat-token', token);

export const chatNonceHash = (ctx: Pick<ServiceContext, 'cipher'>, nonce: string): string =>
  ctx.cipher.blindIndex('chat-nonce', nonce);

/** A visitor's contact id: stable for one e-mail address, revealing nothing of it. */
export const visitorContactId = (ctx: Pick<ServiceContext, 'cipher'>, email: string): string =>
  `visitor-${ctx.cipher.blindIndex('chat-contact', email.trim().toLowerCase()).slice(0, 24)}`;

/**
 * docs/product/chat.md §3, §4: the spec's mode rule: a person answers while the chat is within its hours and an agent
 * of the organisation takes chats, else the chatbot.
 */
export const chatModeNow = async (ctx: ServiceContext, orgCode: string, at: Date): Promise<'AGENT' | 'CHATBOT'> =>
  chooseChatMode({
    isWithinOperatingHours: await isDepartmentOpen(ctx.db, orgCode, 'OPS_CHAT', at),
    isAgentActive: await isAgentAvailable(ctx.db, orgCode, at),
  }) === 'agent'
    ? 'AGENT'
    : 'CHATBOT';

/**
 * Why no person can answer now: out of the chat's hours ('CLOSED'), or within them with no agent taking chats
 * ('NO_AGENT'), so the chatbot says which, never "Our team is away" inside its hours (docs/product/chat.md §3).
 */
export const whyNoPerson = async (ctx: ServiceContext, orgCode: string, at: Date): Promise<'CLOSED' | 'NO_AGENT'> =>
  (await isDepartmentOpen(ctx.db, orgCode, 'OPS_CHAT', at)) ? 'NO_AGENT' : 'CLOSED';

/** Whether a person can answer now (the chatbot's offer, the borrower's request for an agent). */
export const personAvailable = async (ctx: ServiceContext, orgCode: string, at: Date): Promise<boolean> =>
  (await chatModeNow(ctx, orgCode, at)) === 'AGENT';

/** Whether the non-production helpers (mode override, agent chooser) are on. */
export const isProduction = (ctx: ServiceContext): boolean => ctx.config.nodeEnv === 'production';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids a caller sends as free text (a conversation id) are looked up only when they are uuids. */
export const isUuid = (value: string): boolean => UUID.test(value);
