import type { Catalogue } from '../../../lib/i18n';
import type { leaveSurveyMessages, sideMenuMessages } from './layout.messages';

const es: Catalogue<typeof sideMenuMessages> & Catalogue<typeof leaveSurveyMessages> = {
  menu: 'Menú',
  region: 'Menú de la solicitud',
  yourApplication: 'Su solicitud',
  done: ' (completado)',
  notYet: ' (pendiente)',
  nextStep: 'Su próximo paso',
  lenderRequests: 'Solicitudes del prestamista ({count})',
  yourAccount: 'Su cuenta',
  dashboard: 'Panel principal',
  accountSettings: 'Configuración de la cuenta',
  contactUs: 'Contáctenos',
  closeMenu: 'Cerrar el menú',
  title: 'Antes de irse',
  description: 'Su solicitud está guardada. ¿Qué le impide continuar hoy?',
  sentTitle: 'Gracias',
  sentDescription:
    'Su respuesta nos ayuda a mejorar. Su solicitud está guardada: vuelva cuando quiera para continuar donde la dejó.',
  finish: 'Listo',
  send: 'Enviar',
  noThanks: 'No, gracias',
  legend: 'La respuesta más cercana',
  comment: '¿Hay algo más que quiera contarnos? (opcional)',
  required: 'Elija la respuesta más cercana a la suya',
  NEED_TIME: 'Necesito más tiempo para decidir',
  RATE_OR_PAYMENT: 'La tasa o el pago es más alto de lo que esperaba',
  LINE_TOO_SMALL: 'La línea es menor de lo que necesito',
  PRIVACY: 'No me siento cómodo compartiendo esta información',
  SOMETHING_BROKEN: 'Algo en esta página no funciona',
  TALK_TO_SOMEONE: 'Quiero hablar con alguien primero',
  OTHER: 'Otra razón',
};
export default es;
