import type { Catalogue } from '../../../lib/i18n';
import type { documentMessages } from './document.messages';

const es: Catalogue<typeof documentMessages> = {
  title: 'Sus documentos de cierre',
  lead: 'Lea aquí sus divulgaciones sobre el préstamo con garantía hipotecaria y los documentos del préstamo, y descargue una copia de cada uno. Las copias firmadas aparecen una vez que usted firme.',
  loading: 'Cargando sus documentos',
  stillPreparing: 'Sus documentos de cierre todavía se están preparando.',
  close: 'Cerrar {title}',
  read: 'Leer {title} (en inglés)',
  readToEnd: 'Leyó este documento hasta el final.',
  download: 'Descargar {title} (PDF, en inglés)',
  downloadSigned: 'Descargar {title} firmado (PDF, en inglés)',
  back: 'Volver a su solicitud',
  loadingDocument: 'Cargando {title}',
};
export default es;
