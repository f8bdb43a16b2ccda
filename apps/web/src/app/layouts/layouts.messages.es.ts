import type { Catalogue } from '../../lib/i18n';
import type { layoutMessages } from './layouts.messages';

const es: Catalogue<typeof layoutMessages> = {
  skipToMain: 'Saltar al contenido principal',
  loadingPage: 'Cargando la página',
};
export default es;
