import type { Catalogue } from '../../lib/i18n';
import type { applicantConditionsMessages } from './applicant-conditions.messages';

const es: Catalogue<typeof applicantConditionsMessages> = {
  loadingList: 'Cargando lo que su prestamista necesita',
  listTitle: 'Lo que su prestamista necesita',
  listLead:
    'Su prestamista revisó su solicitud y necesita algo más de usted. Responda cada solicitud a continuación; la mayoría toma un par de minutos. Revisamos lo que nos envía, normalmente en un día hábil, y su solicitud continúa en cuanto todo sea aceptado.',
  nothingTitle: 'No se necesita nada más',
  nothingBody: 'Todo lo que su prestamista pidió fue aceptado. Su solicitud continúa.',
  continueApplication: 'Continuar con mi solicitud',
  backToList: 'Volver a lo que su prestamista necesita',
};
export default es;
