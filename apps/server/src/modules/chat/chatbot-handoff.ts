import type { Language } from '@heloc/domain';
import { foldText } from '../knowledge';

/*
 * "Talk to a person", at any point of a chat with the chatbot (docs/product/chat.md §3), in the borrower's words:
 * asking for a person, an agent, a human, a representative, in English and Spanish. A question about how or when one
 * may reach a person ("what are your hours", "how do I talk to someone") is not a request: an article answers it.
 */

const ASKS: Record<Language, readonly RegExp[]> = {
  en: [
    /\b(talk|speak|chat|connect|transfer)\b.{0,30}\b(person|human|agent|someone|somebody|representative|rep|operator|staff|team|people)\b/,
    /^(a |an )?(real |live )?(person|human|agent|representative|operator|somebody|someone)( please)?$/,
    /\b(real|live|actual) (person|human|agent)\b/,
    /\bcall me( back)?\b/,
  ],
  es: [
    /\b(hablar|comunicar(me)?|chatear|conectar(me)?|pasar(me)?|transferir(me)?)\b.{0,30}\b(persona|humano|agente|alguien|representante|asesor|operador|equipo)\b/,
    /^(una |un )?(persona|humano|agente|representante|asesor|operador)( real| de verdad)?( por favor)?$/,
    /\b(persona|agente) (real|de verdad)\b/,
    /\b(llamenme|llameme|me pueden llamar|me llaman)\b/,
  ],
};

/** How, when, what hours: a question about reaching a person, not a request for one. */
const ABOUT: Record<Language, RegExp> = {
  en: /\b(how (do|can|could) i|how to|when|what time|hours|open|number)\b/,
  es: /\b(como (puedo|hago)|cuando|que hora|horario|abren|numero)\b/,
};

export const asksForPerson = (question: string, language: Language): boolean => {
  const text = foldText(question)
    .replace(/[^a-z0-9ñ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ASKS[language].some((ask) => ask.test(text)) && !ABOUT[language].test(text);
};
