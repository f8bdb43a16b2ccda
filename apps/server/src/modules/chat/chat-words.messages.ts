import { defineMessages } from '../../platform/i18n/catalogue';

/*
 * What the chat itself says to a visitor, in the visitor's language (docs/i18n.md): the first message of a chat and
 * the chatbot's own sentences (docs/product/chat.md §1, §3; ours). The notices an agent's console reads stay English
 * (chat-messages.ts noticeText): the widget words them in its reader's language from their kind.
 */
export const chatWordsMessages = defineMessages({
  chatbotWelcome: {
    id: 'server.chat.chatbotWelcome',
    defaultMessage: "Hi {name}! I'm the {orgName} assistant. Ask me about rates, draws, documents or the steps.",
  },
  chatbotWelcomeUnnamed: {
    id: 'server.chat.chatbotWelcomeUnnamed',
    defaultMessage: "Hi there! I'm the {orgName} assistant. Ask me about rates, draws, documents or the steps.",
  },
  agentComing: { id: 'server.chat.agentComing', defaultMessage: 'Thanks, {name}. An agent will be with you shortly.' },
  noAnswer: { id: 'server.chat.noAnswer', defaultMessage: "I couldn't find an answer to that." },
  offerAgent: { id: 'server.chat.offerAgent', defaultMessage: 'Would you like to chat with a person?' },
  offerCallback: {
    id: 'server.chat.offerCallback',
    defaultMessage: "Our team is away right now. Leave your number and we'll call you back during business hours.",
  },
  offerCallbackBusy: {
    id: 'server.chat.offerCallbackBusy',
    defaultMessage:
      "No agent can take a chat right now. Leave your number and we'll call you back today, within our hours.",
  },
  source: { id: 'server.chat.source', defaultMessage: 'From: {title}' },
});
