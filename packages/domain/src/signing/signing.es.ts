import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of signing/index.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.signing.consent':
    'Acepto firmar estos documentos de cierre en forma electrónica. Mi firma electrónica tiene el mismo efecto que mi firma manuscrita, y puedo descargar una copia firmada de cada documento.',
  'domain.signing.locationAlert.title': 'Por qué le pedimos su ubicación',
  'domain.signing.locationAlert.body':
    'Cuando usted firma electrónicamente, registramos dónde firmó junto con la hora y su dispositivo, como parte del registro de auditoría de la firma. Su navegador le pedirá compartir su ubicación. Si no acepta, igual puede firmar; en ese caso registramos su dirección de internet.',
  'domain.signing.notReady': 'Sus documentos de cierre todavía se están preparando.',
  'domain.signing.consentFirst': 'Primero acepte firmar electrónicamente.',
  'domain.signing.readFirst': 'Lea el documento hasta el final antes de firmarlo.',
  'domain.signing.documentChanged': 'Este documento cambió desde que lo abrió. Ábralo de nuevo.',
  'domain.signing.notYourPlace': 'Esta firma no le corresponde a usted.',
  'domain.signing.unsignedPlaces': 'Firme todos los documentos antes de terminar.',
  'domain.signing.notSigning': 'Sus documentos no se pueden firmar en esta etapa.',
};
export default es;
