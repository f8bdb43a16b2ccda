import type { Catalogue } from '../../lib/i18n';
import type { termHintMessages } from './term-hints.messages';

const es: Catalogue<typeof termHintMessages> = {
  aprTerm: 'APR',
  apr: 'Tasa de porcentaje anual: la tasa de interés anual de su línea. Una tasa variable puede cambiar con su índice; una tasa fija se mantiene igual durante el plazo.',
  originationFeeTerm: 'la comisión de apertura',
  originationFee:
    'Un cargo único por abrir su línea, un porcentaje de su primer retiro. Se suma al monto que retira, así que no paga nada por adelantado.',
  cltvTerm: 'CLTV',
  cltv: 'Relación préstamo-valor combinada: todos los préstamos garantizados por su casa, incluida esta línea, como parte del valor de su casa. Determina la línea más grande que podemos ofrecerle.',
  drawPeriodTerm: 'el período de retiro',
  drawPeriod:
    'Los años durante los cuales puede volver a retirar de su línea a medida que la paga. Cuando termina, sigue pagando lo que debe, pero ya no puede retirar.',
  datesTerm: 'estas fechas',
  dates:
    'Estimaciones contadas en días hábiles en el calendario de su propiedad, a partir de hoy y de los pasos ya completados. Un paso que tarda más mueve las fechas que le siguen.',
};
export default es;
