import { defineMessages } from '../../../lib/i18n/define-messages';

export const fieldsMessages = defineMessages({
  confirmPassword: { id: 'registration.fields.confirmPassword', defaultMessage: 'Confirm password' },
  termsOfService: { id: 'registration.fields.termsOfService', defaultMessage: 'Terms of Service' },
  termsOfUse: { id: 'registration.fields.termsOfUse', defaultMessage: 'Terms of Use' },
  dateOfBirth: { id: 'registration.fields.dateOfBirth', defaultMessage: 'Date of birth' },
  month: { id: 'registration.fields.month', defaultMessage: 'Month (MM)' },
  day: { id: 'registration.fields.day', defaultMessage: 'Day (DD)' },
  year: { id: 'registration.fields.year', defaultMessage: 'Year (YYYY)' },
  email: { id: 'registration.fields.email', defaultMessage: 'Email' },
  firstName: { id: 'registration.fields.firstName', defaultMessage: 'First name' },
  middleName: { id: 'registration.fields.middleName', defaultMessage: 'Middle name (optional)' },
  lastName: { id: 'registration.fields.lastName', defaultMessage: 'Last name' },
  suffix: { id: 'registration.fields.suffix', defaultMessage: 'Suffix' },
  password: { id: 'registration.fields.password', defaultMessage: 'Password' },
  passwordStrength: { id: 'registration.fields.passwordStrength', defaultMessage: 'Password strength' },
  passwordRulesUnmet: {
    id: 'registration.fields.passwordRulesUnmet',
    defaultMessage: 'Password requirements not met yet',
  },
  country: { id: 'registration.fields.country', defaultMessage: 'Country' },
  mobilePhone: { id: 'registration.fields.mobilePhone', defaultMessage: 'Mobile phone' },
  termsConsent: {
    id: 'registration.fields.termsConsent',
    defaultMessage: 'I agree to the <terms>{termsLabel}</terms> and the <privacy>Privacy Policy</privacy>.',
  },
  communicationsConsent: {
    id: 'registration.fields.communicationsConsent',
    defaultMessage: 'I agree to receive <link>communications electronically</link>.',
  },
});
