import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of notifications/notification-messages.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.notifications.conditionTitle': 'Su prestamista necesita algo de usted',
  'domain.notifications.conditionAsked': 'Su prestamista le pidió: {request}',
  'domain.notifications.conditionAdded': 'Su prestamista agregó una solicitud a su aplicación.',
  'domain.notifications.conditionCta': 'Ver solicitudes',
  'domain.notifications.documentsTitle': 'Sus documentos están listos para firmar',
  'domain.notifications.documentsDescription':
    'Sus documentos de cierre están listos. Revíselos y fírmelos para que su solicitud siga avanzando.',
  'domain.notifications.documentsCta': 'Firmar documentos',
  'domain.notifications.signerTitle': 'Un cofirmante firmó',
  'domain.notifications.signerSigned': '{signer} firmó los documentos de cierre.',
  'domain.notifications.someSignerSigned': 'Un cofirmante firmó los documentos de cierre.',
  'domain.notifications.signerCta': 'Ver el progreso',
  'domain.notifications.rescissionTitle': 'Su derecho a cancelar ha terminado',
  'domain.notifications.rescissionDescription':
    'El período de cancelación terminó. Su escritura se está registrando y a continuación recibirá sus fondos.',
  'domain.notifications.rescissionCta': 'Ver el estado',
  'domain.notifications.fundsTitle': 'Sus fondos van en camino',
  'domain.notifications.fundsDescription': 'Enviamos {amount} a su cuenta que termina en {last4}.',
  'domain.notifications.fundsCta': 'Ver detalles',
  'domain.notifications.chatTitle': '{agent} respondió a su chat',
  'domain.notifications.chatFile': 'Le envió un archivo.',
  'domain.notifications.chatCta': 'Abrir el chat',
  'domain.notifications.emailFooter': 'También puede ver esto en el menú de notificaciones cuando inicie sesión.',
};
export default es;
