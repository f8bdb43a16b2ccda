import { describe, expect, it } from 'vitest';
import { asksForPerson } from './chatbot-handoff';

/* "Talk to a person" in the borrower's words (docs/product/chat.md §3): a request moves the chat, a question does not. */

describe('asking for a person', () => {
  it.each([
    ['en', 'talk to a person'],
    ['en', 'I want to speak to a real human please'],
    ['en', 'agent'],
    ['en', 'Can you connect me with a representative?'],
    ['en', 'just call me back'],
    ['es', 'hablar con una persona'],
    ['es', 'Quiero hablar con un agente'],
    ['es', 'persona real por favor'],
    ['es', '¿Me pueden llamar?'],
  ] as const)('%s: %j is a request for a person', (language, question) => {
    expect(asksForPerson(question, language)).toBe(true);
  });

  it.each([
    ['en', 'what hours can I chat with someone'],
    ['en', 'how do I talk to a person?'],
    ['en', 'what is the origination fee'],
    ['en', 'does my co-signer have to be a person on the title'],
    ['es', '¿en qué horario puedo hablar con alguien?'],
    ['es', '¿cómo puedo hablar con una persona?'],
    ['es', 'cual es la comision'],
  ] as const)('%s: %j is not', (language, question) => {
    expect(asksForPerson(question, language)).toBe(false);
  });
});
