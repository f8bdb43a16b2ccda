import type { Catalogue } from '../../lib/i18n';
import type { addressMessages } from './address-fields.messages';

const es: Catalogue<typeof addressMessages> = {
  suggestions: 'Direcciones sugeridas',
  suggestion: '{street}, {city}, {state} {zip}',
  street2: 'Apartamento, suite, unidad (opcional)',
  city: 'Ciudad',
  state: 'Estado',
  zip: 'Código postal',
};
export default es;
