import { z } from 'zod';
import { consentsSchema } from './registration';
import { dateOfBirthSchema, type DateOfBirthOptions } from './date-of-birth';
import { firstNameSchema, lastNameSchema, middleNameSchema, type NameSchemaOptions, personSuffixSchema } from './name';
import { PASSWORDS_DONT_MATCH_MESSAGE, REQUIRED_MESSAGE } from './messages';
import { passwordSchema } from './password';
import { emailSchema, phoneSchema } from './person';

export interface PersonFormOptions extends DateOfBirthOptions, NameSchemaOptions {
  /** docs/product/registration-and-routing.md §5: a password is needed unless already signed in. */
  readonly requirePassword?: boolean;
}

/**
 * The shared person form of the registration (docs/product/widgets-and-calculations.md §3 "Person (registration)", rules of docs/product/widgets-and-calculations.md §5): name, date
 * of birth, email, phone, password with confirmation (when required) and consents.
 */
export const personFormSchema = ({ requirePassword = true, ...options }: PersonFormOptions) =>
  z
    .object({
      firstName: firstNameSchema,
      middleName: middleNameSchema,
      lastName: lastNameSchema(options),
      suffix: personSuffixSchema.optional(),
      dateOfBirth: dateOfBirthSchema(options),
      email: emailSchema,
      phoneNumber: phoneSchema,
      password: requirePassword ? passwordSchema : z.string().optional(),
      confirmPassword: requirePassword ? z.string(REQUIRED_MESSAGE).min(1, REQUIRED_MESSAGE) : z.string().optional(),
    })
    .extend(consentsSchema.shape)
    .refine((v) => !requirePassword || !v.confirmPassword || v.password === v.confirmPassword, {
      ...PASSWORDS_DONT_MATCH_MESSAGE,
      path: ['confirmPassword'],
    });
