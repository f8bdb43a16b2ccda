import type { Catalogue } from '../../lib/i18n';
import type { progressMessages } from './progress.messages';

const es: Catalogue<typeof progressMessages> = {
  barLabel: 'Progreso de la solicitud',
  panelLabel: 'Su solicitud de un vistazo',
  offerLabel: 'Su oferta',
  line: 'Línea',
  firstDraw: 'Primer retiro',
  rate: 'Tasa',
  rateValue:
    '{rate} {type, select, FIXED {tasa fija} VARIABLE {tasa variable} other {tipo de tasa sin definir}}, {term} años',
  payment: 'Pago',
  paymentValue: '{amount} al mes',
  fundsSent: 'Fondos enviados el <when>{date}</when>',
  fundsExpected: 'Fondos previstos para el <when>{date}</when>',
  stepsLeft: 'Pasos restantes y sus fechas',
  stepDone: ' (hecho)',
  note: 'Calculado a partir de lo que falta: los plazos habituales de las partes que esperamos, las reglas notariales de su estado y su derecho de tres días a cancelar, en días hábiles según el calendario de su propiedad ({timeZone}).',
};
export default es;
