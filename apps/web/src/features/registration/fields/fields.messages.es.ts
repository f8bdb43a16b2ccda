import type { Catalogue } from '../../../lib/i18n';
import type { fieldsMessages } from './fields.messages';

const es: Catalogue<typeof fieldsMessages> = {
  confirmPassword: 'Confirme la contraseña',
  termsOfService: 'Términos del servicio',
  termsOfUse: 'Términos de uso',
  dateOfBirth: 'Fecha de nacimiento',
  month: 'Mes (MM)',
  day: 'Día (DD)',
  year: 'Año (AAAA)',
  email: 'Correo electrónico',
  firstName: 'Nombre',
  middleName: 'Segundo nombre (opcional)',
  lastName: 'Apellido',
  suffix: 'Sufijo',
  password: 'Contraseña',
  passwordStrength: 'Seguridad de la contraseña',
  passwordRulesUnmet: 'Requisitos de la contraseña que aún no se cumplen',
  country: 'País',
  mobilePhone: 'Teléfono celular',
  termsConsent: 'Acepto los <terms>{termsLabel}</terms> y la <privacy>Política de privacidad</privacy>.',
  communicationsConsent: 'Acepto recibir <link>comunicaciones por vía electrónica</link>.',
};
export default es;
