import type { Catalogue } from '../../lib/i18n';
import type { closingSignerMessages } from './closing-signer.messages';

const es: Catalogue<typeof closingSignerMessages> = {
  englishOnlyNotice:
    'Estos documentos están en inglés: no tenemos una traducción revisada de ellos. Llámenos si desea que alguien los revise con usted en español.',
  loadingDocuments: 'Cargando sus documentos',
  stillPreparing: 'Sus documentos de cierre todavía se están preparando.',
  signedTitle: 'Ya firmó sus documentos',
  signedText:
    'Sus documentos firmados se enviaron. Puede descargar una copia firmada de cada uno desde sus documentos de cierre.',
  documentsToSign: 'Documentos para firmar',
  listItem: '{title} ',
  signed: 'Firmado',
  toSign: 'Por firmar',
  youSigned: 'Firmó: {title}.',
  signedEvery: 'Firmó todos los documentos',
  selectFinish:
    'Seleccione Terminar de firmar para enviar sus documentos firmados. Más adelante podrá descargar una copia firmada de cada uno.',
  finishing: 'Terminando',
  finishSigning: 'Terminar de firmar',
  documentOf: 'Documento {position} de {total}: {title}',
  download: 'Descargar {title} (PDF, en inglés)',
  scrollToSign: 'Desplácese hasta el final del documento para firmarlo.',
  pleaseAgree: 'Acepte firmar electrónicamente',
  consentTitle: 'Consentimiento para firmar electrónicamente',
  saving: 'Guardando',
  agreeAndContinue: 'Aceptar y continuar',
};
export default es;
