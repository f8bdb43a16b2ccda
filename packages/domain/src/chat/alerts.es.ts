import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of chat/alerts.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.chat.attachmentRefused':
    'No se puede enviar este tipo de archivo. Adjunte un archivo JPG, PNG, AMR, MP3, MP4, PDF o TXT.',
  'domain.chat.attachmentTooLarge': 'Este archivo pesa más de 10 MB.',
  'domain.chat.endedThanks': '¡Gracias por chatear con nosotros!',
};
export default es;
