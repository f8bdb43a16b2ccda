import type { Catalogue } from '../../lib/i18n';
import type { uploadsMessages } from './uploads.messages';

const es: Catalogue<typeof uploadsMessages> = {
  dismiss: 'Descartar',
  dismissFile: 'Descartar {name}',
  uploadingFile: 'Subiendo {name}',
  progress: '{percent} %',
};
export default es;
