import type { Catalogue } from '../../../lib/i18n';
import type { propertyReviewMessages } from './property-review-page.messages';

const es: Catalogue<typeof propertyReviewMessages> = {
  loading: 'Cargando',
  correctTitle: 'Corrija la dirección de su propiedad',
  correctLead:
    'Ninguna de las propiedades que encontramos en {address} es la suya. Corrija la dirección tal como aparece en su factura del impuesto predial o en su escritura, con la unidad si la hay, y buscaremos de nuevo.',
  notFoundTitle: 'No pudimos encontrar su propiedad',
  notFoundLead:
    'Los registros públicos no muestran ninguna propiedad en {address}. Por lo general se debe a una pequeña diferencia en el nombre de la calle, la unidad o el código postal. Corrija la dirección tal como aparece en su factura del impuesto predial o en su escritura, y buscaremos de nuevo.',
  addressGiven: 'la dirección que nos dio',
  stillTitle: 'Aún no pudimos encontrarla',
  stillBody:
    'Los registros públicos tampoco muestran ninguna propiedad en esta dirección. Compárela con su factura del impuesto predial, o llámenos: un especialista puede encontrar su propiedad con usted y continuar su solicitud.',
  streetLabel: 'Dirección de la propiedad',
  searching: 'Buscando',
  searchAgain: 'Buscar de nuevo',
  backToFound: 'Volver a las propiedades encontradas',
  sameState:
    'La propiedad debe estar en el mismo estado. Para solicitar con una propiedad en otro estado, inicie una nueva solicitud.',
  chooseError: 'Elija su propiedad',
  chooseTitle: '¿Cuál propiedad es la suya?',
  chooseLead:
    'Los registros públicos muestran más de una propiedad en su dirección, por ejemplo las unidades de un dúplex. Elija la que usará como garantía; el número de parcela aparece en su factura del impuesto predial.',
  found: 'Propiedades encontradas',
  owner: 'Propietario registrado: {owner}',
  ownerUnknown: 'no aparece en los registros públicos',
  parcel: 'Número de parcela: {apn}',
  saving: 'Guardando',
  continue: 'Continuar con esta propiedad',
  noneTitle: '¿Ninguna es la suya?',
  noneBody:
    'Corrija su dirección y buscaremos de nuevo, o llámenos y un especialista encontrará su propiedad con usted.',
  correctMine: 'Corregir mi dirección',
};
export default es;
