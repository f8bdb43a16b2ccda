import type { Catalogue } from '../../lib/i18n';
import type { applicationIndexMessages } from './application-index-page.messages';

const es: Catalogue<typeof applicationIndexMessages> = {
  completeTitle: 'Su línea de crédito sobre el valor líquido de la vivienda está abierta',
  completeText:
    'Su solicitud está completa y su línea ya recibió los fondos. Los detalles de su cuenta están en su panel principal.',
  cancelledTitle: 'Esta solicitud está cerrada',
  cancelledText: 'Esta solicitud fue cancelada. Puede comenzar una nueva solicitud desde su panel principal.',
  fallbackTitle: 'Su solicitud',
  fallbackText: 'Su solicitud no está en un paso que podamos mostrar aquí.',
  loadErrorTitle: 'No pudimos cargar su solicitud',
  tryAgain: 'Intentar de nuevo',
  goToDashboard: 'Ir al panel principal',
};
export default es;
