import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of helpers/errors.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.errors.profileFetchFailed': 'No se pudieron obtener los datos del perfil.',
  'domain.errors.requestFailed': 'La solicitud no se completó.',
  'domain.errors.responseNotDefined': 'La llamada no recibió respuesta',
  'domain.errors.responseNotJson': 'La respuesta no se pudo convertir a JSON',
  'domain.errors.sessionNotEstablished': 'No se pudo establecer la sesión',
  'domain.errors.sessionRetriesFailed': 'Ocurrió un error al establecer una sesión y los reintentos no funcionaron',
  'domain.errors.unexpected': 'Ocurrió algo inesperado',
  'domain.errors.userNotFound': 'No se encontró el usuario',
};
export default es;
