import type { Catalogue } from '../../lib/i18n';
import type { errorMessages } from './errors.messages';

const es: Catalogue<typeof errorMessages> = {
  maintenanceTitle: 'Mantenimiento programado',
  maintenanceText:
    'Estamos realizando un mantenimiento programado. Vuelva a intentarlo en unos minutos. ¡Gracias por su paciencia!',
  snagTitle: 'Lo sentimos, parece que tuvimos un problema.',
  snagLead: 'Vuelva a intentarlo. Si el problema continúa, nuestro equipo de soporte está aquí para ayudarle.',
  snagCall: 'Llame al <tel>{phone}</tel>.',
  snagCallOrEmail: 'Llame al <tel>{phone}</tel> o escriba a <mail>{email}</mail>.',
  tryAgain: 'Intentar de nuevo',
  noOrg: 'No se encontraron los datos de la marca',
};
export default es;
