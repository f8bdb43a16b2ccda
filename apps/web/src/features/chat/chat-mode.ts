import { chooseChatMode } from '@heloc/domain';
import type { CHAT_MODES } from '@heloc/domain/contracts';

/** The mode as initWebChat takes it. */
export type ChatWireMode = (typeof CHAT_MODES)[number];

/**
 * docs/product/chat.md §1, §4: the mode the widget saw: an agent while one is taking chats and the chat is within its
 * hours, else the chatbot. Unknown (the status not read yet, or its call failed) counts as the chatbot.
 */
export const widgetChatMode = (status: { isOpen: boolean; agentAvailable: boolean } | undefined): ChatWireMode =>
  chooseChatMode({
    isAgentActive: status?.agentAvailable ?? false,
    isWithinOperatingHours: status?.isOpen ?? false,
  }) === 'agent'
    ? 'AGENT'
    : 'CHATBOT';

/** Non-production only: `?mode=agent|chatbot` overrides the mode (any case); anything else is no override. */
export const modeOverrideOf = (search: string): ChatWireMode | undefined => {
  const value = new URLSearchParams(search).get('mode')?.toLowerCase();
  if (value === 'agent') return 'AGENT';
  if (value === 'chatbot') return 'CHATBOT';
  return undefined;
};
