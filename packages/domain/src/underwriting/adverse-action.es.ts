import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/**
 * The Spanish of the messages of underwriting/adverse-action.ts, by id (docs/i18n.md): the Spanish version of Reg B's
 * sample forms.
 */
const es: SpanishCatalogue = {
  'domain.adverseAction.reason.CREDIT_APPLICATION_INCOMPLETE': 'Solicitud de crédito incompleta',
  'domain.adverseAction.reason.UNABLE_TO_VERIFY_CREDIT_REFERENCES':
    'No fue posible verificar las referencias de crédito',
  'domain.adverseAction.reason.UNABLE_TO_VERIFY_EMPLOYMENT': 'No fue posible verificar el empleo',
  'domain.adverseAction.reason.INSUFFICIENT_INCOME': 'Ingresos insuficientes para el monto de crédito solicitado',
  'domain.adverseAction.reason.EXCESSIVE_OBLIGATIONS': 'Obligaciones excesivas en relación con los ingresos',
  'domain.adverseAction.reason.UNABLE_TO_VERIFY_INCOME': 'No fue posible verificar los ingresos',
  'domain.adverseAction.reason.UNABLE_TO_VERIFY_RESIDENCE': 'No fue posible verificar la residencia',
  'domain.adverseAction.reason.NO_CREDIT_FILE': 'No tiene expediente de crédito',
  'domain.adverseAction.reason.LIMITED_CREDIT_EXPERIENCE': 'Experiencia de crédito limitada',
  'domain.adverseAction.reason.DELINQUENT_OBLIGATIONS':
    'Obligaciones de crédito morosas, pasadas o actuales, con otros acreedores',
  'domain.adverseAction.reason.COLLECTION_OR_JUDGMENT': 'Acción de cobro o sentencia judicial',
  'domain.adverseAction.reason.FORECLOSURE_OR_REPOSSESSION': 'Ejecución hipotecaria o embargo',
  'domain.adverseAction.reason.BANKRUPTCY': 'Bancarrota',
  'domain.adverseAction.reason.RECENT_INQUIRIES': 'Cantidad de consultas recientes en el informe de crédito',
  'domain.adverseAction.reason.REVOLVING_BALANCES':
    'La proporción de los saldos frente a los límites de crédito en las cuentas rotativas es demasiado alta',
  'domain.adverseAction.reason.INSUFFICIENT_COLLATERAL': 'El valor o el tipo de la garantía no es suficiente',
  'domain.adverseAction.reason.UNABLE_TO_VERIFY_OWNERSHIP':
    'No fue posible verificar que usted es propietario de la propiedad',
  'domain.adverseAction.reason.INSUFFICIENT_ASSETS':
    'Activos insuficientes para respaldar el monto de crédito solicitado',
  'domain.adverseAction.reason.OTHER': 'Otro',
  'domain.adverseAction.ecoaNotice':
    'La Ley federal de Igualdad de Oportunidades de Crédito (Equal Credit Opportunity Act) prohíbe que los acreedores ' +
    'discriminen a los solicitantes de crédito por motivos de raza, color, religión, origen nacional, sexo, estado ' +
    'civil o edad (siempre que el solicitante tenga capacidad para celebrar un contrato vinculante); porque la ' +
    'totalidad o parte de los ingresos del solicitante provenga de un programa de asistencia pública; o porque el ' +
    'solicitante haya ejercido de buena fe algún derecho conforme a la Ley de Protección del Crédito al Consumidor ' +
    '(Consumer Credit Protection Act).',
  'domain.adverseAction.ecoaAgency':
    'La agencia federal que supervisa el cumplimiento de esta ley por parte de este acreedor es: {name}, {address}.',
  'domain.adverseAction.fcraBureauNotice':
    'Nuestra decisión de crédito se basó, total o parcialmente, en información obtenida en un informe de la agencia ' +
    'de informes de crédito que se indica a continuación. Según la Ley de Informe Justo de Crédito (Fair Credit ' +
    'Reporting Act), usted tiene derecho a conocer la información que contiene su expediente de crédito en la agencia ' +
    'de informes de crédito. La agencia no participó en nuestra decisión y no puede darle los motivos específicos por ' +
    'los que le negamos el crédito. También tiene derecho a una copia gratuita de su informe de la agencia, si la ' +
    'solicita a más tardar 60 días después de recibir este aviso. Además, si encuentra que alguna información del ' +
    'informe que reciba es inexacta o está incompleta, tiene derecho a disputarla con la agencia.',
  'domain.adverseAction.fcraScoreNotice':
    'También obtuvimos su puntaje de crédito de esta agencia de informes de crédito y lo usamos para tomar nuestra ' +
    'decisión de crédito. Su puntaje de crédito es un número que refleja la información de su informe de crédito. Su ' +
    'puntaje de crédito puede cambiar según cambie la información de su informe de crédito.',
  'domain.adverseAction.heading.CREDIT': 'No podemos aprobar su solicitud según su informe de crédito',
  'domain.adverseAction.heading.INCOME': 'No podemos aprobar su solicitud según sus ingresos',
  'domain.adverseAction.heading.COLLATERAL':
    'No podemos aprobar su solicitud según el valor y el capital de su vivienda',
  'domain.adverseAction.heading.OTHER': 'No podemos aprobar su solicitud',
};
export default es;
