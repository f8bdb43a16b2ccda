import type { Catalogue } from '../../lib/i18n';
import type { chatComposerMessages } from './chat-composer.messages';

const es: Catalogue<typeof chatComposerMessages> = {
  files: 'Archivos para enviar',
  removeFile: 'Quitar {name}',
  remove: 'Quitar',
};
export default es;
