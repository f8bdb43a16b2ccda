import type { Catalogue } from '../../lib/i18n';
import type { offerFigureMessages } from './offer-figures.messages';

const es: Catalogue<typeof offerFigureMessages> = {
  offerLabel: '{term} años, {type, select, FIXED {tasa fija} VARIABLE {tasa variable} other {tasa}}',
  rateFixed: 'Tasa fija',
  rateVariable: 'Tasa variable',
  rateUnknown: 'Tipo de tasa sin definir',
  discountAutopay: 'Con pago automático',
  discountCreditUnion: 'Miembro de la cooperativa de crédito',
  discountAllIn: 'Todos los descuentos',
};
export default es;
