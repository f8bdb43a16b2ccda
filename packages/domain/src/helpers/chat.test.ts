import { describe, expect, it } from 'vitest';
import {
  CHAT_SKILLS,
  chatSessionExpiresAt,
  chooseChatMode,
  chooseChatSkill,
  CRYPTO_UTM_SOURCE,
  isChatSessionExpired,
  webChatProductType,
} from './chat';

describe('chat mode (docs/product/widgets-and-calculations.md §4)', () => {
  it.each<[boolean, boolean, string]>([
    [true, true, 'agent'],
    [true, false, 'chatbot'],
    [false, true, 'chatbot'],
    [false, false, 'chatbot'],
  ])('agent active %s, within hours %s → %s', (isAgentActive, isWithinOperatingHours, expected) => {
    expect(chooseChatMode({ isAgentActive, isWithinOperatingHours })).toBe(expected);
  });
});

describe('chat skill (docs/product/widgets-and-calculations.md §4)', () => {
  it('uses the spec names', () => {
    expect(CHAT_SKILLS).toEqual({ crypto: 'CLOC_HELOC', mainBrand: 'FHEL', whiteLabel: 'White Label' });
  });

  it.each<[boolean, boolean, string]>([
    [true, false, 'CLOC_HELOC'],
    [true, true, 'CLOC_HELOC'],
    [false, true, 'FHEL'],
    [false, false, 'White Label'],
  ])('crypto %s, main brand %s → %s', (isCrypto, isMainBrand, expected) => {
    expect(chooseChatSkill({ isCrypto, isMainBrand })).toBe(expected);
  });
});

describe('chat session expiry (docs/product/widgets-and-calculations.md §4, §9)', () => {
  const since = new Date('2025-06-01T12:00:00Z');

  it.each<['agent' | 'chatbot', string]>([
    ['chatbot', '2025-06-01T12:10:00.000Z'],
    ['agent', '2025-06-01T18:00:00.000Z'],
  ])('%s expires at %s', (mode, expected) => {
    expect(chatSessionExpiresAt(mode, since).toISOString()).toBe(expected);
  });

  it.each<['agent' | 'chatbot', string, boolean]>([
    ['chatbot', '2025-06-01T12:09:59Z', false],
    ['chatbot', '2025-06-01T12:10:00Z', true],
    ['agent', '2025-06-01T17:59:59Z', false],
    ['agent', '2025-06-01T18:00:00Z', true],
  ])('%s at %s expired: %s', (mode, now, expected) => {
    expect(isChatSessionExpired(mode, since, new Date(now))).toBe(expected);
  });
});

describe('web chat product type (docs/product/application-area.md §9)', () => {
  it.each<[boolean, string | null | undefined, string | undefined]>([
    [true, undefined, 'CRYPTO_HELOC'],
    [false, 'cloc', 'CRYPTO_HELOC'],
    [true, 'google', 'CRYPTO_HELOC'],
    [false, 'google', undefined],
    [false, null, undefined],
    [false, 'CLOC', undefined],
  ])('crypto %s, utm_source %s → %s', (isCrypto, utmSource, expected) => {
    expect(CRYPTO_UTM_SOURCE).toBe('cloc');
    expect(webChatProductType({ isCrypto, utmSource })).toBe(expected);
  });
});
