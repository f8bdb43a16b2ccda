import {
  capitalised,
  formatMoney,
  type Language,
  localizeMessage,
  type NotificationEvent,
  notificationEmailOf,
  notificationPreview,
  type NotificationText,
  notificationTextOf,
} from '@heloc/domain';

/*
 * What a person is told, in the language on their profile (docs/i18n.md). English is the domain's wording
 * (notificationTextOf, notificationEmailOf), unchanged; Spanish is this catalogue, one entry per English text, so a
 * missing translation fails the type check. `{name}` marks a value put in.
 */
export type NotificationTextKey =
  | 'conditionTitle'
  | 'conditionAsked'
  | 'conditionAdded'
  | 'conditionCta'
  | 'documentsTitle'
  | 'documentsDescription'
  | 'documentsCta'
  | 'signerTitle'
  | 'signerDescription'
  | 'signerSomeone'
  | 'signerCta'
  | 'rescissionTitle'
  | 'rescissionDescription'
  | 'rescissionCta'
  | 'fundsTitle'
  | 'fundsDescription'
  | 'fundsCta'
  | 'chatTitle'
  | 'chatFile'
  | 'chatCta'
  | 'emailFooter';

export const SPANISH_NOTIFICATION_TEXTS: Readonly<Record<NotificationTextKey, string>> = {
  conditionTitle: 'Su prestamista necesita algo de usted',
  conditionAsked: 'Su prestamista le pidió: {request}',
  conditionAdded: 'Su prestamista agregó una solicitud a su aplicación.',
  conditionCta: 'Ver solicitudes',
  documentsTitle: 'Sus documentos están listos para firmar',
  documentsDescription:
    'Sus documentos de cierre están listos. Revíselos y fírmelos para que su solicitud siga avanzando.',
  documentsCta: 'Firmar documentos',
  signerTitle: 'Un cofirmante firmó',
  signerDescription: '{signer} firmó los documentos de cierre.',
  signerSomeone: 'Un cofirmante',
  signerCta: 'Ver el progreso',
  rescissionTitle: 'Su derecho a cancelar ha terminado',
  rescissionDescription:
    'El período de cancelación terminó. Su escritura se está registrando y a continuación recibirá sus fondos.',
  rescissionCta: 'Ver el estado',
  fundsTitle: 'Sus fondos van en camino',
  fundsDescription: 'Enviamos {amount} a su cuenta que termina en {last4}.',
  fundsCta: 'Ver detalles',
  chatTitle: '{agent} respondió a su chat',
  chatFile: 'Le envió un archivo.',
  chatCta: 'Abrir el chat',
  emailFooter: 'También puede ver esto en el menú de notificaciones cuando inicie sesión.',
};

const fill = (key: NotificationTextKey, values: Record<string, string> = {}) =>
  SPANISH_NOTIFICATION_TEXTS[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The notification of `event` in `language`: the domain's English words, or their Spanish. */
export const notificationTextIn = (event: NotificationEvent, language: Language): NotificationText => {
  const english = notificationTextOf(event);
  if (language === 'en') return english;
  // The calls to action point where the English ones do; only their words change.
  const ctas = (key: NotificationTextKey) => english.ctas.map((cta) => ({ ...cta, title: fill(key) }));
  switch (event.kind) {
    case 'CONDITION_RAISED':
      return {
        title: fill('conditionTitle'),
        description: event.request
          ? fill('conditionAsked', {
              request: capitalised(notificationPreview(localizeMessage(event.request, language))),
            })
          : fill('conditionAdded'),
        ctas: ctas('conditionCta'),
      };
    case 'DOCUMENTS_READY':
      return { title: fill('documentsTitle'), description: fill('documentsDescription'), ctas: ctas('documentsCta') };
    case 'SIGNER_SIGNED':
      return {
        title: fill('signerTitle'),
        description: fill('signerDescription', { signer: event.signerName ?? fill('signerSomeone') }),
        ctas: ctas('signerCta'),
      };
    case 'RESCISSION_ENDED':
      return {
        title: fill('rescissionTitle'),
        description: fill('rescissionDescription'),
        ctas: ctas('rescissionCta'),
      };
    case 'FUNDS_SENT':
      return {
        title: fill('fundsTitle'),
        description: fill('fundsDescription', {
          amount: formatMoney(event.amountDollars),
          last4: event.accountLast4,
        }),
        ctas: ctas('fundsCta'),
      };
    case 'CHAT_REPLY':
      return {
        title: fill('chatTitle', { agent: event.agentName }),
        description: event.message === null ? fill('chatFile') : english.description,
        ctas: ctas('chatCta'),
      };
  }
};

/**
 * The e-mail repeating a notification, in `language` (the domain's notificationEmailOf in English). The notification's
 * own words were written in the person's language when it was recorded.
 */
export const notificationEmailIn = (
  notification: NotificationText,
  baseUrl: string,
  language: Language,
): { subject: string; text: string } => {
  if (language === 'en') return notificationEmailOf(notification, baseUrl);
  const base = baseUrl.replace(/\/+$/, '');
  const links = notification.ctas.map((cta) => `${cta.title}: ${base}${cta.redirectPath}`);
  return {
    subject: notification.title,
    text: [notification.description, '', ...links, '', fill('emailFooter')].join('\n'),
  };
};
