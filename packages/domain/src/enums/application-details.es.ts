import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of enums/application-details.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.applicationDetails.employmentType.FULL_TIME': 'Tiempo completo',
  'domain.applicationDetails.employmentType.PART_TIME': 'Medio tiempo',
  'domain.applicationDetails.employmentType.SELF_EMPLOYED': 'Trabajador(a) por cuenta propia',
  'domain.applicationDetails.employmentType.RETIRED': 'Jubilado(a)',
  'domain.applicationDetails.employmentType.UNEMPLOYED': 'Desempleado(a)',
  'domain.applicationDetails.employmentType.ALIMONY': 'Pensión alimenticia del cónyuge',
  'domain.applicationDetails.employmentType.CHILD_SUPPORT': 'Manutención de hijos',
  'domain.applicationDetails.employmentType.SEPARATE_MAINTENANCE_PAYMENTS': 'Pagos de manutención por separación',
  'domain.applicationDetails.employmentType.PUBLIC_ASSISTANCE_PROGRAM': 'Programa de asistencia pública',
  'domain.applicationDetails.esignTranslationNote':
    'Esta es nuestra traducción al español del consentimiento. Si las dos versiones difieren, prevalece la versión en inglés, que puede leer a continuación.',
  'domain.applicationDetails.hmdaAnswered': 'Respondidas',
  'domain.applicationDetails.hmdaNotAnswered': 'Sin responder aún',
  'domain.applicationDetails.maritalStatusWhy':
    'Se lo preguntamos porque en los estados de bienes gananciales, y en los estados que protegen la vivienda familiar, un cónyuge puede tener derechos sobre la vivienda aunque no figure en el préstamo. En ese caso, es posible que su cónyuge deba firmar con usted algunos documentos de cierre.',
  'domain.applicationDetails.occupancyType.HOME': 'Residencia principal',
  'domain.applicationDetails.occupancyType.SECONDARY': 'Segunda vivienda',
  'domain.applicationDetails.occupancyType.INVESTMENT': 'Propiedad de inversión',
  'domain.applicationDetails.offerType.FIXED': 'Tasa fija',
  'domain.applicationDetails.offerType.VARIABLE': 'Tasa variable',
  'domain.applicationDetails.offerType.UNKNOWN': 'Tipo de tasa sin definir',
  'domain.applicationDetails.paymentMethod.AUTOPAY': 'Pagos automáticos',
  'domain.applicationDetails.paymentMethod.MANUAL': 'Pagos manuales',
  'domain.applicationDetails.payoffPreference.PRESERVE': 'Mantener los gravámenes existentes',
  'domain.applicationDetails.payoffPreference.DEDUCT':
    'Liquidar los gravámenes marcados con la línea y luego retirar efectivo',
  'domain.applicationDetails.payoffPreference.MAXIMIZE':
    'Liquidar los gravámenes marcados y retirar el resto de la línea en efectivo',
};
export default es;
