import type { SpanishCatalogue } from '../i18n/spanish-catalogue';

/** The Spanish of the messages of validation/password.ts, by id (docs/i18n.md). */
const es: SpanishCatalogue = {
  'domain.password.rule.length': 'Al menos {min} caracteres',
  'domain.password.rule.uppercase': 'Una letra mayúscula',
  'domain.password.rule.lowercase': 'Una letra minúscula',
  'domain.password.rule.digit': 'Un número',
  'domain.password.rule.special': 'Un carácter especial (! @ # $ % ^ & *)',
};
export default es;
