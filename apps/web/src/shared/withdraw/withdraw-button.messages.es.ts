import type { Catalogue } from '../../lib/i18n';
import type { withdrawMessages } from './withdraw-button.messages';

const es: Catalogue<typeof withdrawMessages> = {
  title: '¿Desea retirar su solicitud?',
  withdrawing: 'Retirando',
  confirm: 'Sí, retirar mi solicitud',
  keep: 'Conservar mi solicitud',
  explanation:
    'Retirar la solicitud la cierra definitivamente: dejamos de trabajar en ella y no se cobra nada más. Puede comenzar una nueva solicitud más adelante desde su panel.',
};
export default es;
