import * as contracts from '@heloc/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from './helper';

// docs/product/chat.md: every chat, chatbot and operating-hours call of docs/product/widgets-and-calculations.md §7,
// and the console's side of them, answers at its path and is in the OpenAPI document.

const CHAT_PATHS =
  /^\/(service-csp|service-omni-proxy|service-chat-chatbot|service-operating-hours)\/|^\/console\/api\/v1\/(chat|hours|knowledge|applications\/:uuid\/chats)/;

const isContract = (value: unknown): value is contracts.Contract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  typeof (value as { path?: unknown }).path === 'string';

const chatContracts = (Object.entries(contracts) as [string, unknown][])
  .filter((entry): entry is [string, contracts.Contract] => isContract(entry[1]))
  .filter(([, contract]) => CHAT_PATHS.test(contract.path));

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the chat calls in the OpenAPI document', () => {
  it('finds the spec’s chat, chatbot and hours calls and the console’s', () => {
    const names = chatContracts.map(([name]) => name);
    for (const name of [
      'initWebChatContract',
      'initStreamWebChatContract',
      'refreshChatTokenContract',
      'getWebChatInfoContract',
      'authenticateWebChatContract',
      'refreshWebChatNonceContract',
      'listChatAgentsContract',
      'getChatHistoryContract',
      'chatWithAutobotContract',
      'rateChatReplyContract',
      'getDepartmentHoursContract',
      'getChatOpenStatusContract',
      'getChatWeekHoursContract',
      'getConsoleChatsContract',
      'getConsoleHoursContract',
      'listKnowledgeArticlesContract',
    ]) {
      expect(names).toContain(name);
    }
  });

  it.each(chatContracts)('%s is documented at its path and method', async (_name, contract) => {
    const doc = (await t.app.inject({ url: '/api-docs' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(doc.paths[openApiPath(contract.path)]?.[contract.method.toLowerCase()]).toBeDefined();
  });

  it.each(chatContracts)('%s is a route of the server', (_name, contract) => {
    expect(t.app.hasRoute({ method: contract.method, url: contract.path })).toBe(true);
  });

  it('documents what the chat itself says: a kind and string parameters, on a message of the console’s chat', async () => {
    type Schema = {
      properties?: Record<string, Schema>;
      items?: Schema;
      required?: string[];
      additionalProperties?: Schema;
    };
    const doc = (await t.app.inject({ url: '/api-docs' })).json<{
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>
      >;
    }>();
    const chat = doc.paths[openApiPath(contracts.getConsoleChatContract.path)]?.get?.responses['200'];
    const notice = chat?.content['application/json']?.schema.properties?.messages?.items?.properties?.notice;
    expect(notice?.required).toEqual(['kind']);
    expect(notice?.additionalProperties).toEqual({ type: 'string' });
  });

  it('has the borrowers’ and the agents’ sockets', () => {
    expect(t.app.hasRoute({ method: 'GET', url: contracts.CHAT_SOCKET_PATH })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: contracts.CONSOLE_CHAT_SOCKET_PATH })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/service-csp/no-such-call' })).toBe(false);
  });
});
