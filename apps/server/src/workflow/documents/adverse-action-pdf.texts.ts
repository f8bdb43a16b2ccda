import {
  ADVERSE_ACTION_HEADINGS,
  ADVERSE_ACTION_REASONS,
  type AdverseActionReasonCode,
  type DecisionCategory,
  ECOA_NOTICE,
  ecoaAgencySentence,
  FCRA_BUREAU_NOTICE,
  FCRA_SCORE_NOTICE,
  type Language,
} from '@heloc/domain';

/*
 * The adverse action notice's words per language (docs/i18n.md). English is the domain's (the screen shows the same
 * texts) and the letter's own labels, as they always read; Spanish follows the Spanish version of Reg B's sample
 * forms. One entry per key in each language, so a missing translation fails the type check.
 */
export interface AdverseActionTexts {
  title: string;
  subject: (property: string) => string;
  footer: (lender: string, date: string) => string;
  yourApplication: string;
  applicant: string;
  property: string;
  creditAppliedFor: string;
  creditAppliedForValue: string;
  actionTaken: string;
  actionTakenValue: string;
  reasonsLead: (heading: string) => string;
  reason: (n: number) => string;
  scoreHeading: string;
  scoreNotice: string;
  yourScore: string;
  date: string;
  scoresRange: string;
  scoresRangeValue: (min: number, max: number) => string;
  scoreModel: string;
  keyFactor: (n: number) => string;
  bureauNotice: string;
  agency: string;
  address: string;
  tollFree: string;
  website: string;
  ecoaHeading: string;
  ecoaNotice: string;
  ecoaAgency: (agency: { name: string; address: string }) => string;
  creditor: string;
  name: string;
  nmls: string;
  questions: string;
  headings: Record<DecisionCategory, string>;
  reasons: Record<AdverseActionReasonCode, string>;
}

const en: AdverseActionTexts = {
  title: 'Notice of action taken and statement of reasons',
  subject: (property) => `Home equity line of credit application for ${property}`,
  footer: (lender, date) => `${lender} - notice of action taken ${date}`,
  yourApplication: 'Your application',
  applicant: 'Applicant',
  property: 'Property',
  creditAppliedFor: 'Credit applied for',
  creditAppliedForValue: 'Home equity line of credit',
  actionTaken: 'Action taken',
  actionTakenValue: 'Application declined',
  reasonsLead: (heading) =>
    `${heading}. Thank you for applying. After careful review we are unable to ` +
    'approve your application for the following principal reasons:',
  reason: (n) => `Reason ${n}`,
  scoreHeading: 'Your credit score and the consumer reporting agency',
  scoreNotice: FCRA_SCORE_NOTICE,
  yourScore: 'Your credit score',
  date: 'Date',
  scoresRange: 'Scores range',
  scoresRangeValue: (min, max) => `from a low of ${min} to a high of ${max}`,
  scoreModel: 'Score model',
  keyFactor: (n) => `Key factor ${n}`,
  bureauNotice: FCRA_BUREAU_NOTICE,
  agency: 'Consumer reporting agency',
  address: 'Address',
  tollFree: 'Toll-free phone',
  website: 'Website',
  ecoaHeading: 'Notice: Equal Credit Opportunity Act',
  ecoaNotice: ECOA_NOTICE,
  ecoaAgency: ecoaAgencySentence,
  creditor: 'Creditor',
  name: 'Name',
  nmls: 'NMLS ID',
  questions: 'Questions',
  headings: ADVERSE_ACTION_HEADINGS,
  reasons: ADVERSE_ACTION_REASONS,
};

const es: AdverseActionTexts = {
  title: 'Aviso de la acción tomada y declaración de los motivos',
  subject: (property) => `Solicitud de línea de crédito con garantía hipotecaria para ${property}`,
  footer: (lender, date) => `${lender} - aviso de la acción tomada ${date}`,
  yourApplication: 'Su solicitud',
  applicant: 'Solicitante',
  property: 'Propiedad',
  creditAppliedFor: 'Crédito solicitado',
  creditAppliedForValue: 'Línea de crédito con garantía hipotecaria (HELOC)',
  actionTaken: 'Acción tomada',
  actionTakenValue: 'Solicitud rechazada',
  reasonsLead: (heading) =>
    `${heading}. Gracias por su solicitud. Después de una revisión cuidadosa, no podemos aprobar su solicitud ` +
    'por los siguientes motivos principales:',
  reason: (n) => `Motivo ${n}`,
  scoreHeading: 'Su puntaje de crédito y la agencia de informes de crédito',
  scoreNotice:
    'También obtuvimos su puntaje de crédito de esta agencia de informes de crédito y lo usamos para tomar nuestra ' +
    'decisión de crédito. Su puntaje de crédito es un número que refleja la información de su informe de crédito. Su ' +
    'puntaje de crédito puede cambiar según cambie la información de su informe de crédito.',
  yourScore: 'Su puntaje de crédito',
  date: 'Fecha',
  scoresRange: 'Rango de puntajes',
  scoresRangeValue: (min, max) => `desde un mínimo de ${min} hasta un máximo de ${max}`,
  scoreModel: 'Modelo de puntaje',
  keyFactor: (n) => `Factor clave ${n}`,
  bureauNotice:
    'Nuestra decisión de crédito se basó, total o parcialmente, en información obtenida en un informe de la agencia ' +
    'de informes de crédito que se indica a continuación. Según la Ley de Informe Justo de Crédito (Fair Credit ' +
    'Reporting Act), usted tiene derecho a conocer la información que contiene su expediente de crédito en la agencia ' +
    'de informes de crédito. La agencia no participó en nuestra decisión y no puede darle los motivos específicos por ' +
    'los que le negamos el crédito. También tiene derecho a una copia gratuita de su informe de la agencia, si la ' +
    'solicita a más tardar 60 días después de recibir este aviso. Además, si encuentra que alguna información del ' +
    'informe que reciba es inexacta o está incompleta, tiene derecho a disputarla con la agencia.',
  agency: 'Agencia de informes de crédito',
  address: 'Dirección',
  tollFree: 'Teléfono gratuito',
  website: 'Sitio web',
  ecoaHeading: 'Aviso: Ley de Igualdad de Oportunidades de Crédito',
  ecoaNotice:
    'La Ley federal de Igualdad de Oportunidades de Crédito (Equal Credit Opportunity Act) prohíbe que los acreedores ' +
    'discriminen a los solicitantes de crédito por motivos de raza, color, religión, origen nacional, sexo, estado ' +
    'civil o edad (siempre que el solicitante tenga capacidad para celebrar un contrato vinculante); porque la ' +
    'totalidad o parte de los ingresos del solicitante provenga de un programa de asistencia pública; o porque el ' +
    'solicitante haya ejercido de buena fe algún derecho conforme a la Ley de Protección del Crédito al Consumidor ' +
    '(Consumer Credit Protection Act).',
  ecoaAgency: (agency) =>
    `La agencia federal que supervisa el cumplimiento de esta ley por parte de este acreedor es: ${agency.name}, ${agency.address}.`,
  creditor: 'Acreedor',
  name: 'Nombre',
  nmls: 'ID de NMLS',
  questions: 'Preguntas',
  headings: {
    CREDIT: 'No podemos aprobar su solicitud según su informe de crédito',
    INCOME: 'No podemos aprobar su solicitud según sus ingresos',
    COLLATERAL: 'No podemos aprobar su solicitud según el valor y el capital de su vivienda',
    OTHER: 'No podemos aprobar su solicitud',
  },
  reasons: {
    CREDIT_APPLICATION_INCOMPLETE: 'Solicitud de crédito incompleta',
    UNABLE_TO_VERIFY_CREDIT_REFERENCES: 'No fue posible verificar las referencias de crédito',
    UNABLE_TO_VERIFY_EMPLOYMENT: 'No fue posible verificar el empleo',
    INSUFFICIENT_INCOME: 'Ingresos insuficientes para el monto de crédito solicitado',
    EXCESSIVE_OBLIGATIONS: 'Obligaciones excesivas en relación con los ingresos',
    UNABLE_TO_VERIFY_INCOME: 'No fue posible verificar los ingresos',
    UNABLE_TO_VERIFY_RESIDENCE: 'No fue posible verificar la residencia',
    NO_CREDIT_FILE: 'No tiene expediente de crédito',
    LIMITED_CREDIT_EXPERIENCE: 'Experiencia de crédito limitada',
    DELINQUENT_OBLIGATIONS: 'Obligaciones de crédito morosas, pasadas o actuales, con otros acreedores',
    COLLECTION_OR_JUDGMENT: 'Acción de cobro o sentencia judicial',
    FORECLOSURE_OR_REPOSSESSION: 'Ejecución hipotecaria o embargo',
    BANKRUPTCY: 'Bancarrota',
    RECENT_INQUIRIES: 'Cantidad de consultas recientes en el informe de crédito',
    REVOLVING_BALANCES:
      'La proporción de los saldos frente a los límites de crédito en las cuentas rotativas es demasiado alta',
    INSUFFICIENT_COLLATERAL: 'El valor o el tipo de la garantía no es suficiente',
    UNABLE_TO_VERIFY_OWNERSHIP: 'No fue posible verificar que usted es propietario de la propiedad',
    INSUFFICIENT_ASSETS: 'Activos insuficientes para respaldar el monto de crédito solicitado',
    OTHER: 'Otro',
  },
};

export const ADVERSE_ACTION_TEXTS: Readonly<Record<Language, AdverseActionTexts>> = { en, es };
