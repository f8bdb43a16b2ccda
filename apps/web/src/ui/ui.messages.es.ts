import type { Catalogue } from '../lib/i18n';
import type { uiMessages } from './ui.messages';

const es: Catalogue<typeof uiMessages> = {
  dismiss: 'Descartar',
  closeSymbol: '×',
  close: 'Cerrar',
  loading: 'Cargando',
  loaded: 'Cargado',
  copy: 'Copiar',
  copied: 'Copiado',
  copiedWhat: 'Copiado: {what}',
  copyFailed: 'Su navegador no nos permitió copiar.',
  requiredMark: ' *',
  continue: 'Continuar',
  submitting: 'Enviando',
  stepDone: '✓',
  stepCompleted: ' (completado)',
  recentUpdates: 'Novedades recientes',
  dismissToast: 'Descartar: {title}',
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'No pudimos encontrar la página que buscaba.',
  goToDashboard: 'Ir al panel principal',
  errorTitle: 'Algo salió mal',
  errorText: 'Algo salió mal. Vuelva a intentarlo.',
  tryAgain: 'Intentar de nuevo',
  legalNameForm: 'Su nombre legal',
  firstName: 'Nombre',
  middleName: 'Segundo nombre (opcional)',
  lastName: 'Apellido',
  aboutTerm: 'Más sobre {term}',
  termMark: '?',
};
export default es;
