import { z } from 'zod';
import { MAX_LENGTH, maxLength } from './limits';
import { INCOME_DOCUMENT_TYPES } from '../enums';
import {
  EMPLOYER_CONTACT_EMAIL_REQUIRED_MESSAGE,
  EMPLOYER_CONTACT_NAME_REQUIRED_MESSAGE,
  EMPLOYER_CONTACT_PHONE_REQUIRED_MESSAGE,
  EMPLOYER_NAME_REQUIRED_MESSAGE,
  INCOME_DOCUMENT_TYPE_REQUIRED_MESSAGE,
  INSTITUTION_REQUIRED_MESSAGE,
  LINK_PASSWORD_REQUIRED_MESSAGE,
  LINK_USERNAME_REQUIRED_MESSAGE,
  TEXT_TOO_LONG_MESSAGE,
} from './messages';
import { formattedPhoneSchema, requiredEmailSchema } from './person';
import { lazySchema } from '../helpers/lazy-schema';
import { type Message } from '../i18n/message';

// Income/*: the link dialog, the employer verification form and the upload's document type.

/** Free text typed on these screens: required (with its own message), at most 100 characters. */
export const TEXT_MAX_LENGTH = 100;
export const requiredTextSchema = (requiredMessage: Message) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, { ...requiredMessage, abort: true })
    .max(TEXT_MAX_LENGTH, TEXT_TOO_LONG_MESSAGE);

/** The sandbox link dialog: an institution and the credentials for it (never stored, never logged). */
export const linkCredentialsSchema = lazySchema(() =>
  z.object({
    institutionId: z
      .string(INSTITUTION_REQUIRED_MESSAGE)
      .min(1, INSTITUTION_REQUIRED_MESSAGE)
      .max(MAX_LENGTH.code, maxLength(MAX_LENGTH.code)),
    username: z
      .string(LINK_USERNAME_REQUIRED_MESSAGE)
      .min(1, LINK_USERNAME_REQUIRED_MESSAGE)
      .max(MAX_LENGTH.credential, maxLength(MAX_LENGTH.credential)),
    password: z
      .string(LINK_PASSWORD_REQUIRED_MESSAGE)
      .min(1, LINK_PASSWORD_REQUIRED_MESSAGE)
      .max(MAX_LENGTH.credential, maxLength(MAX_LENGTH.credential)),
  }),
);
export type LinkCredentials = z.infer<typeof linkCredentialsSchema>;

/** income/employer-verification: who at the employer can confirm the income. */
export const employerVerificationSchema = lazySchema(() =>
  z.object({
    employerName: requiredTextSchema(EMPLOYER_NAME_REQUIRED_MESSAGE),
    contactName: requiredTextSchema(EMPLOYER_CONTACT_NAME_REQUIRED_MESSAGE),
    phoneNumber: formattedPhoneSchema(EMPLOYER_CONTACT_PHONE_REQUIRED_MESSAGE),
    email: requiredEmailSchema(EMPLOYER_CONTACT_EMAIL_REQUIRED_MESSAGE),
  }),
);
export type EmployerVerification = z.infer<typeof employerVerificationSchema>;

export const incomeDocumentTypeSchema = lazySchema(() =>
  z.enum(INCOME_DOCUMENT_TYPES, INCOME_DOCUMENT_TYPE_REQUIRED_MESSAGE),
);
