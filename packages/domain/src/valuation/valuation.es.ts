import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of valuation/valuation.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.valuation.answerRequired': 'Responda esta pregunta',
  'domain.valuation.appraisalTurnaround': '7 a 10 días hábiles',
  'domain.valuation.bpoAuthorizationRequired': 'Acepte para que podamos pedir la valuación',
  'domain.valuation.bpoTurnaround': '2 a 5 días hábiles',
  'domain.valuation.estimatedValueMax': 'Debe ser menor de $10,000,000',
  'domain.valuation.estimatedValueMin': 'Debe ser de al menos $50,000',
  'domain.valuation.estimatedValueRequired': 'Ingrese su estimación del valor de su vivienda',
  'domain.valuation.propertyCondition.EXCELLENT': 'Excelente: como nueva, renovada recientemente',
  'domain.valuation.propertyCondition.GOOD': 'Buena: bien cuidada, solo con desgaste normal',
  'domain.valuation.propertyCondition.AVERAGE': 'Regular: necesita algunas actualizaciones o reparaciones pequeñas',
  'domain.valuation.propertyCondition.FAIR': 'Aceptable: necesita varias reparaciones',
  'domain.valuation.propertyCondition.POOR': 'Mala: necesita reparaciones importantes',
  'domain.valuation.propertyConditionRequired': 'Elija el estado de su propiedad',
  'domain.valuation.repairsDescriptionRequired': 'Indíquenos qué reparaciones se necesitan',
};
export default es;
