import { describe, expect, it } from 'vitest';
import { modeOverrideOf, widgetChatMode } from './chat-mode';

describe('the mode the widget saw (docs/product/chat.md §4)', () => {
  it.each([
    [{ isOpen: true, agentAvailable: true }, 'AGENT'],
    [{ isOpen: true, agentAvailable: false }, 'CHATBOT'],
    [{ isOpen: false, agentAvailable: true }, 'CHATBOT'],
    [{ isOpen: false, agentAvailable: false }, 'CHATBOT'],
    [undefined, 'CHATBOT'],
  ] as const)('%j → %s', (status, mode) => {
    expect(widgetChatMode(status)).toBe(mode);
  });

  it('reads the non-production override from ?mode=', () => {
    expect(modeOverrideOf('?mode=agent')).toBe('AGENT');
    expect(modeOverrideOf('?mode=CHATBOT')).toBe('CHATBOT');
    expect(modeOverrideOf('?mode=other')).toBeUndefined();
    expect(modeOverrideOf('')).toBeUndefined();
  });
});
