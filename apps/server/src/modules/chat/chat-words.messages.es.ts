import type { Catalogue } from '../../platform/i18n/catalogue';
import type { chatWordsMessages } from './chat-words.messages';

const es: Catalogue<typeof chatWordsMessages> = {
  chatbotWelcome:
    '¡Hola, {name}! Soy el asistente de {orgName}. Pregúnteme sobre tasas, retiros, documentos o los pasos.',
  chatbotWelcomeUnnamed:
    '¡Hola! Soy el asistente de {orgName}. Pregúnteme sobre tasas, retiros, documentos o los pasos.',
  agentComing: 'Gracias, {name}. Un agente lo atenderá en breve.',
  noAnswer: 'No encontré una respuesta a eso.',
  offerAgent: '¿Le gustaría chatear con una persona?',
  offerCallback:
    'Nuestro equipo no está disponible en este momento. Déjenos su número y le llamaremos en horario de atención.',
  offerCallbackBusy:
    'Ningún agente puede atender un chat en este momento. Déjenos su número y le llamaremos hoy, en nuestro horario.',
  source: 'Fuente: {title}',
};
export default es;
