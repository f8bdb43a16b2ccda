import type { Catalogue } from '../../lib/i18n';
import type { availabilityMessages } from './availability.messages';

const es: Catalogue<typeof availabilityMessages> = {
  waitlistTitle: 'Está en nuestra lista de espera',
  waitlistSaved:
    'Guardamos sus datos y le enviaremos un correo electrónico en cuanto {company} preste donde está su propiedad.',
  openingTitle: 'Las solicitudes en línea abrirán pronto',
  opening:
    '{company} está preparando {product} para las solicitudes en línea. Mientras tanto, un oficial de préstamos puede consultar su tasa y comenzar su solicitud con usted por teléfono.',
  defaultProduct: 'Nuestra línea de crédito sobre el valor líquido de la vivienda',
  supportHoursSentence: 'Horario de atención: {hours}.',
  questionsCall: '¿Preguntas? Llámenos al <tel>{phone}</tel>.',
  referralTitle: 'Solicitudes solo por recomendación',
  referralText:
    '{company} solo acepta solicitudes a través de un oficial de préstamos que lo recomiende. Si un oficial de préstamos le recomendó, use el enlace de solicitud que le envió o pídale uno nuevo.',
  questions: '¿Preguntas?',
  callOrEmail: 'Llámenos al <tel>{phone}</tel> o escríbanos a <mail>{email}</mail>.',
  supportHours: 'Horario de atención: {hours}',
};
export default es;
