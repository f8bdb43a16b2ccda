import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of signers/index.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.signers.closed': 'Solo se pueden agregar firmantes mientras la solicitud espera sus firmas.',
  'domain.signers.duplicate': 'Esta persona ya se agregó como firmante.',
  'domain.signers.emailMismatch':
    'Esta invitación se envió a otro correo electrónico. Inicie sesión con el correo al que se envió la invitación.',
  'domain.signers.emailTaken':
    'Ya existe una cuenta con este correo electrónico. Inicie sesión con ella y luego abra de nuevo el enlace de invitación.',
  'domain.signers.invitationInvalid':
    'Este enlace de invitación venció o ya se usó. Pida al solicitante que le envíe una nueva invitación.',
  'domain.signers.notEditable': 'Este firmante ya creó una cuenta y ya no se puede cambiar.',
  'domain.signers.ownEmail': 'Ingrese el correo electrónico del otro firmante, no el suyo.',
  'domain.signers.progress.NOT_INVITED': 'Aún no invitado(a)',
  'domain.signers.progress.INVITED': 'Invitación enviada',
  'domain.signers.progress.JOINED': 'Cuenta creada, aún no ha firmado',
  'domain.signers.progress.SIGNED': 'Firmó',
  'domain.signers.relationship.CO_OWNER': 'Copropietario(a) en el título',
  'domain.signers.relationship.SPOUSE': 'Cónyuge',
  'domain.signers.relationship.OTHER': 'Otro(a) propietario(a) o firmante requerido(a)',
  'domain.signers.tooManySigners': 'Una solicitud puede tener como máximo 6 firmantes adicionales.',
};
export default es;
