import type { Catalogue } from '../../platform/i18n/catalogue';
import type { adverseActionPdfMessages } from './adverse-action-pdf.messages';

const es: Catalogue<typeof adverseActionPdfMessages> = {
  title: 'Aviso de la acción tomada y declaración de los motivos',
  subject: 'Solicitud de línea de crédito con garantía hipotecaria para {property}',
  footer: '{lender} - aviso de la acción tomada {date}',
  yourApplication: 'Su solicitud',
  applicant: 'Solicitante',
  property: 'Propiedad',
  creditAppliedFor: 'Crédito solicitado',
  creditAppliedForValue: 'Línea de crédito con garantía hipotecaria (HELOC)',
  actionTaken: 'Acción tomada',
  actionTakenValue: 'Solicitud rechazada',
  reasonsLead:
    '{heading}. Gracias por su solicitud. Después de una revisión cuidadosa, no podemos aprobar su solicitud ' +
    'por los siguientes motivos principales:',
  reason: 'Motivo {number}',
  scoreHeading: 'Su puntaje de crédito y la agencia de informes de crédito',
  yourScore: 'Su puntaje de crédito',
  date: 'Fecha',
  scoresRange: 'Rango de puntajes',
  scoresRangeValue: 'desde un mínimo de {min} hasta un máximo de {max}',
  scoreModel: 'Modelo de puntaje',
  keyFactor: 'Factor clave {number}',
  agency: 'Agencia de informes de crédito',
  address: 'Dirección',
  tollFree: 'Teléfono gratuito',
  website: 'Sitio web',
  ecoaHeading: 'Aviso: Ley de Igualdad de Oportunidades de Crédito',
  creditor: 'Acreedor',
  name: 'Nombre',
  nmls: 'ID de NMLS',
  questions: 'Preguntas',
};
export default es;
