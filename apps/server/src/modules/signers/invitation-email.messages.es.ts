import type { Catalogue } from '../../platform/i18n/catalogue';
import type { invitationEmailMessages } from './invitation-email.messages';

const es: Catalogue<typeof invitationEmailMessages> = {
  greetingNamed: 'Hola, {signer}:',
  greeting: 'Hola:',
  subject: '{applicant} le pidió firmar documentos de cierre con {company}',
  intro:
    '{applicant} está cerrando una línea de crédito con garantía hipotecaria (HELOC) con {company} sobre una vivienda ' +
    'de la que usted es propietario o sobre la que tiene derechos. Antes de que la línea pueda cerrarse, usted debe ' +
    'revisar y firmar algunos de los documentos de cierre.',
  linkLead: 'Cree su cuenta de firmante y firme aquí:',
  expiry:
    'Este enlace funciona una sola vez y vence en {hours} horas. Si ya venció, pídale a {applicant} que le envíe ' +
    'una nueva invitación.',
  ignore: 'Si no esperaba este correo electrónico, puede ignorarlo.',
  applicantFallback: 'El solicitante',
};
export default es;
