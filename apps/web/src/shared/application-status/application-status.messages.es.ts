import type { Catalogue } from '../../lib/i18n';
import type { applicationStatusMessages } from './application-status.messages';

const es: Catalogue<typeof applicationStatusMessages> = {
  processingTitle: 'Procesando su solicitud',
  processingSpinner: 'Procesando',
  processingLead:
    'Esto suele tardar menos de un minuto. Mantenga esta página abierta: le llevaremos al siguiente paso en cuanto esté listo.',
  waitLine: 'Mantenga esta página abierta: le llevaremos al siguiente paso en cuanto esté listo.',
  longerTitle: 'Esto está tardando más de lo habitual',
  longerBody:
    'Normalmente tarda {wait}. No se pierde nada: su solicitud continúa en cuanto termine este paso. Seleccione Revisar estado de vez en cuando, o llámenos y un especialista lo revisará con usted.',
  usually: 'Esto suele tardar {wait}.',
  checking: 'Revisando el estado',
  checkStatus: 'Revisar estado',
  dashboard: 'Ir al panel',
  supportCall: '¿Preguntas? Llámenos al <tel>{phone}</tel>{hours}{email}.',
  supportHours: ' ({hours})',
  supportEmail: ' o escríbanos a <mail>{email}</mail>',
};
export default es;
