import { describe, expect, it } from 'vitest';
import { type AgentPresence, isAgentTakingChats } from './presence';

describe('isAgentTakingChats (docs/product/chat.md §4)', () => {
  const at = new Date('2026-11-23T20:00:00Z');
  const agent: AgentPresence = {
    available: true,
    lastSeenAt: new Date('2026-11-23T19:59:40Z'),
    roles: ['SUPPORT_AGENT'],
    orgCodes: ['summit'],
  };
  it.each([
    ['a fresh support agent of the organisation', agent, true],
    ['seen exactly 30 s ago', { ...agent, lastSeenAt: new Date('2026-11-23T19:59:30Z') }, true],
    ['seen 31 s ago', { ...agent, lastSeenAt: new Date('2026-11-23T19:59:29Z') }, false],
    ['availability switched off', { ...agent, available: false }, false],
    ['a role that does not answer chats', { ...agent, roles: ['UNDERWRITER'] as const }, false],
    ['an admin', { ...agent, roles: ['ADMIN'] as const }, true],
    ['scoped to another organisation', { ...agent, orgCodes: ['keystone'] }, false],
    ['the code spelled in capitals', { ...agent, orgCodes: ['SUMMIT'] }, true],
  ])('%s → %s', (_label, presence, expected) => {
    expect(isAgentTakingChats(presence, 'summit', at)).toBe(expected);
  });
});
