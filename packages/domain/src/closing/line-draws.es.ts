import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of closing/line-draws.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.lineDraws.aboveAvailable': 'Puede retirar hasta {available}.',
  'domain.lineDraws.notFunded': 'Su línea todavía no tiene fondos.',
  'domain.lineDraws.onlyPrimary': 'Solo el prestatario puede retirar fondos de la línea.',
  'domain.lineDraws.noAccount':
    'Su línea no tiene una cuenta bancaria a la que enviar un retiro. Comuníquese con nosotros para agregar una.',
  'domain.lineDraws.pending': 'Su último retiro todavía está en camino. Puede pedir otro cuando se haya depositado.',
  'domain.lineDraws.wholeDollars': 'Ingrese una cantidad en dólares enteros.',
  'domain.lineDraws.belowMinimum': 'El retiro mínimo es de $500.',
  'domain.lineDraws.nothingAvailable': 'Toda su línea está retirada: no hay nada disponible para retirar.',
  'domain.lineDraws.periodEnded': 'El período de retiro de su línea terminó el {endsOn}.',
};
export default es;
