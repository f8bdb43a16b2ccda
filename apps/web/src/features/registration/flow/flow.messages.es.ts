import type { Catalogue } from '../../../lib/i18n';
import type { flowMessages } from './flow.messages';

const es: Catalogue<typeof flowMessages> = {
  loading: 'Cargando',
  disasterZip:
    'Esta propiedad está en una zona afectada por un desastre natural reciente. Es posible que se requiera una inspección posterior al desastre antes de que se puedan entregar los fondos de su línea de crédito.',
  notaryRemote: 'Firma en línea al cierre',
  notaryInPerson: 'Notario en persona al cierre',
  waitlistState:
    'Todavía no otorgamos préstamos en {state}. Continúe para unirse a nuestra lista de espera y le avisaremos en cuanto lo hagamos.',
};
export default es;
