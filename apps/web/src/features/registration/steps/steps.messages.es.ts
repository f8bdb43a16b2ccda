import type { Catalogue } from '../../../lib/i18n';
import type { stepsMessages } from './steps.messages';

const es: Catalogue<typeof stepsMessages> = {
  incomeTitle: 'Cuéntenos sobre sus ingresos',
  incomeConfirmation:
    'Confirme que este es su ingreso anual total antes de impuestos. Si lo es, seleccione Confirmar para continuar.',
  confirm: 'Confirmar',
  birthdateTitle: '¿Cuál es su fecha de nacimiento?',
  forSaleTitle: '¿Su propiedad está a la venta?',
  homeAddressTitle: '¿Dónde vive?',
  homeAddressLead: 'Su propiedad no es su residencia principal, así que también necesitamos la dirección de su casa.',
  homeAddress: 'Dirección de su casa',
  legalNameTitle: '¿Cuál es su nombre legal?',
  legalNameLead: 'Escriba su nombre tal como aparece en su identificación oficial.',
  contactTitle: '¿Cómo podemos comunicarnos con usted?',
  passwordTitle: 'Cree su contraseña',
  back: 'Atrás',
};
export default es;
