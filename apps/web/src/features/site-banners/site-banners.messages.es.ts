import type { Catalogue } from '../../lib/i18n';
import type { siteBannerMessages } from './site-banners.messages';

const es: Catalogue<typeof siteBannerMessages> = {
  region: 'Avisos',
  warning: 'Advertencia: ',
  notice: 'Aviso: ',
  dismiss: 'Descartar: {message}',
  dismissSymbol: '×',
};
export default es;
