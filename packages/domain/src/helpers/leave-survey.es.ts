import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of helpers/leave-survey.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.leaveSurvey.reason.NEED_TIME': 'Necesito más tiempo para decidir',
  'domain.leaveSurvey.reason.RATE_OR_PAYMENT': 'La tasa o el pago es más alto de lo que esperaba',
  'domain.leaveSurvey.reason.LINE_TOO_SMALL': 'La línea es menor de lo que necesito',
  'domain.leaveSurvey.reason.PRIVACY': 'No me siento cómodo compartiendo esta información',
  'domain.leaveSurvey.reason.SOMETHING_BROKEN': 'Algo en esta página no funciona',
  'domain.leaveSurvey.reason.TALK_TO_SOMEONE': 'Quiero hablar con alguien primero',
  'domain.leaveSurvey.reason.OTHER': 'Otra cosa',
  'domain.leaveSurvey.reasonRequired': 'Elija la respuesta más cercana a la suya',
};
export default es;
