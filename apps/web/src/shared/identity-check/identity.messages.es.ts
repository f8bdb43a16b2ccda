import type { Catalogue } from '../../lib/i18n';
import type { identityCheckMessages } from './identity.messages';

const es: Catalogue<typeof identityCheckMessages> = {
  formLabel: 'Su identificación oficial',
  whichId: '¿Qué identificación usará?',
  front: 'Frente de su identificación',
  back: 'Reverso de su identificación',
  hint: '{side} {rules}',
  frontAny: 'El lado con su foto.',
  frontLicence: 'El lado con su foto, nombre y fecha de nacimiento.',
  frontPassport: 'La página con su foto (la página de datos), con toda la página visible.',
  frontGreenCard: 'El lado con su foto y su número de USCIS.',
  backHint: 'El lado con el código de barras o la banda magnética.',
  fileRules: 'Una foto JPEG, PNG o HEIC, o un escaneo en PDF, de hasta 10 MB.',
  sending: 'Enviando su identificación',
  verify: 'Verificar mi identificación',
  takePhoto: 'Tomar una foto del {side}',
  preview: 'Vista previa: {side}',
  chosenFile: '{name} ({size})',
};
export default es;
