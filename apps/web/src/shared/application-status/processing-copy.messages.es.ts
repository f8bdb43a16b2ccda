import type { Catalogue } from '../../lib/i18n';
import type { processingCopyMessages } from './processing-copy.messages';

const es: Catalogue<typeof processingCopyMessages> = {
  WAITING_FOR_SOFT_CREDIT: 'Revisando su crédito (consulta suave, sin impacto en su puntaje)…',
  WAITING_FOR_INITIAL_OFFERS: 'Preparando sus ofertas precalificadas…',
  WAITING_FOR_HARD_CREDIT: 'Solicitando su informe de crédito completo…',
  WAITING_FOR_REVISED_OFFERS: 'Actualizando sus ofertas con lo que averiguamos…',
  WAITING_FOR_FINAL_OFFERS: 'Preparando su oferta final…',
  WAITING_FOR_PROPERTY_DATA: 'Buscando su propiedad y su valor estimado…',
  WAITING_FOR_INCOME_VERIFICATION: 'Verificando sus ingresos…',
  WAITING_FOR_IDENTITY_VERIFICATION: 'Verificando su identidad…',
  WAITING_FOR_TITLE: 'Revisando el título de su propiedad…',
  WAITING_FOR_LIEN_VERIFICATION: 'Verificando los gravámenes de su propiedad…',
  WAITING_FOR_FLOOD_CERT: 'Revisando si su propiedad está en una zona de inundación…',
  WAITING_FOR_SIGNING: 'Preparando sus documentos para la firma…',
  WAITING_FOR_NOTARY: 'Organizando su sesión con el notario…',
  WAITING_FOR_FUNDING: 'Enviando sus fondos…',
  WAITING_FOR_ASSET_VERIFICATION: 'Verificando sus activos…',
  GEN_APP_DISCLOSURES: 'Preparando las divulgaciones de su solicitud…',
  GEN_NOTE_SIGNING: 'Preparando sus documentos del préstamo para la firma…',
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: 'Preparando la divulgación de la consulta de crédito…',
  HARD_CREDIT_PULL: 'Solicitando su informe de crédito completo (consulta dura)…',
  IN_PROGRESS: 'Procesando su solicitud…',
  ONSITE_APPRAISAL_REQUEST: 'Solicitando una tasación de su propiedad…',
  PREQUAL_TITLE: 'Revisando el título de su propiedad…',
  DEFAULT: 'Revisando el estado de su solicitud…',
};
export default es;
