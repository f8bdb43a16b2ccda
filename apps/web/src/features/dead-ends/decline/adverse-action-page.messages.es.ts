import type { Catalogue } from '../../../lib/i18n';
import type { adverseActionMessages } from './adverse-action-page.messages';

const es: Catalogue<typeof adverseActionMessages> = {
  loading: 'Cargando su aviso',
  noNotice:
    'En este momento no podemos ofrecerle una línea de crédito con garantía hipotecaria (HELOC). Estamos preparando el aviso que explica por qué, y también se lo enviaremos por correo postal en un plazo de 30 días.',
  lead: 'Gracias por solicitar una línea de crédito con garantía hipotecaria con {lender}. Después de una revisión cuidadosa, no podemos aprobar su solicitud. Esta página es su aviso de la decisión que tomamos y de sus motivos; guarde una copia para sus registros.',
  dateOfNotice: 'Fecha del aviso',
  applicant: 'Solicitante',
  property: 'Propiedad',
  actionTaken: 'Decisión tomada',
  declined: 'Solicitud rechazada',
  download: 'Descargar su aviso (PDF)',
  preparingPdf: 'Preparando el PDF',
  dashboard: 'Ir al panel',
  pdfError: 'No pudimos cargar el PDF de su aviso. Inténtelo de nuevo más tarde.',
  reasonsTitle: 'Por qué no pudimos aprobar su solicitud',
  reasonsLead: 'Los motivos principales de nuestra decisión son:',
  scoreTitle: 'Su puntaje de crédito',
  score: 'Su puntaje de crédito',
  date: 'Fecha',
  range: 'Rango de puntajes',
  rangeValue: 'desde un mínimo de {min} hasta un máximo de {max}',
  model: 'Modelo de puntaje',
  keyFactors: 'Factores clave que afectaron negativamente su puntaje de crédito',
  reportRight: 'Su derecho a obtener su informe de crédito',
  tollFree: 'Línea gratuita: <tel>{phone}</tel>',
  ecoaTitle: 'Aviso: la Ley de Igualdad de Oportunidades de Crédito (ECOA)',
  ecoa: '{notice} {agency}',
  questionsTitle: 'Preguntas sobre esta decisión',
  nmls: 'NMLS ID {nmls}',
};
export default es;
