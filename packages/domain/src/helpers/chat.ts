import { AGENT_SESSION_EXPIRY_MS, CHATBOT_SESSION_EXPIRY_MS } from './timing';

/** docs/product/widgets-and-calculations.md §4: a chat is with a live agent or with the chatbot. */
export const CHAT_MODES = ['agent', 'chatbot'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/**
 * docs/product/widgets-and-calculations.md §4: "Mode: agent if an agent is active, else chatbot; agent mode applies during operating hours, else
 * chatbot". So agent only when both hold.
 */
export const chooseChatMode = (input: { isAgentActive: boolean; isWithinOperatingHours: boolean }): ChatMode =>
  input.isAgentActive && input.isWithinOperatingHours ? 'agent' : 'chatbot';

/** docs/product/widgets-and-calculations.md §4: chat skills, word for word. */
export const CHAT_SKILLS = { crypto: 'CLOC_HELOC', mainBrand: 'FHEL', whiteLabel: 'White Label' } as const;
export type ChatSkill = (typeof CHAT_SKILLS)[keyof typeof CHAT_SKILLS];

/**
 * docs/product/widgets-and-calculations.md §4: "CLOC_HELOC for the crypto variant, FHEL for the main lender, 'White Label' otherwise". The crypto
 * variant wins when both are true (it is the more specific product).
 */
export const chooseChatSkill = (input: { isCrypto: boolean; isMainBrand: boolean }): ChatSkill => {
  if (input.isCrypto) return CHAT_SKILLS.crypto;
  return input.isMainBrand ? CHAT_SKILLS.mainBrand : CHAT_SKILLS.whiteLabel;
};

/**
 * When a chat session expires (docs/product/widgets-and-calculations.md §4, §9): a chatbot session 10 minutes after the last message, an agent
 * session 6 hours after it started. `since` is the last message's time for the chatbot and the session start (token
 * issue) for an agent. Returns a new Date.
 */
export const chatSessionExpiresAt = (mode: ChatMode, since: Date): Date =>
  new Date(since.getTime() + (mode === 'chatbot' ? CHATBOT_SESSION_EXPIRY_MS : AGENT_SESSION_EXPIRY_MS));

/** True once `now` has reached the session's expiry (see chatSessionExpiresAt). */
export const isChatSessionExpired = (mode: ChatMode, since: Date, now: Date): boolean =>
  now.getTime() >= chatSessionExpiresAt(mode, since).getTime();

/** docs/product/application-area.md §9: the utm_source value that marks a crypto visitor. */
export const CRYPTO_UTM_SOURCE = 'cloc';

/**
 * docs/product/application-area.md §9: "Web chat adds the loan number and product type CRYPTO_HELOC for crypto loans or when utm_source is
 * cloc". Returns 'CRYPTO_HELOC' in those cases and undefined otherwise (no product type is added). The utm_source
 * comparison is exact.
 */
export const webChatProductType = (input: {
  isCrypto: boolean;
  utmSource?: string | null;
}): 'CRYPTO_HELOC' | undefined =>
  input.isCrypto || input.utmSource === CRYPTO_UTM_SOURCE ? 'CRYPTO_HELOC' : undefined;
