import {
  addressSchema,
  annualIncomeSchema,
  employmentTypeSchema,
  forSaleSchema,
  otherIncomeSchema,
  dateOfBirthSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  middleNameSchema,
  passwordWithConfirmationSchema,
  phoneSchema,
  propertyAddressInputSchema,
  registrationSuffixSchema,
  type AddressSchemaOptions,
  type DateOfBirthOptions,
  type NameSchemaOptions,
  lazySchema,
} from '@heloc/domain';
import { z } from 'zod';

// The form-piece schemas, composed from the domain's rules and messages (never restated here).

/** docs/product/widgets-and-calculations.md §5: an address whose street is entered through the typeahead. */
export const addressFieldsSchema = (options: AddressSchemaOptions = {}) =>
  addressSchema(options).extend({ street1: propertyAddressInputSchema.transform((v) => v.trim()) });

/** docs/product/registration-and-routing.md §3, §5: the registration name (suffix N/A for none); first and last names are trimmed. */
export const nameFieldsSchema = (options: NameSchemaOptions = {}) =>
  z.object({
    firstName: firstNameSchema,
    middleName: middleNameSchema,
    lastName: lastNameSchema(options),
    suffix: registrationSuffixSchema,
  });

/** docs/product/widgets-and-calculations.md §5: month/day/year inputs parsed by the domain's date-of-birth rules. */
export const dobFieldSchema = (options: DateOfBirthOptions) => z.object({ dob: dateOfBirthSchema(options) });

export const emailFieldSchema = lazySchema(() => z.object({ email: emailSchema }));
export const phoneFieldSchema = lazySchema(() => z.object({ phoneNumber: phoneSchema, phoneCountry: z.string() }));
export const passwordFieldsSchema = passwordWithConfirmationSchema;

/** Dollars typed with or without '$' and thousands separators; blank is no value. */
const dollars = (value: unknown) => {
  const text = String(value ?? '').replace(/[$,\s]/g, '');
  return text === '' ? undefined : Number(text);
};

/** docs/product/registration-and-routing.md §5: employment type required (UNEMPLOYED rejected); income 0..9,999,999; other income optional, ≥ 0. */
export const incomeFieldsSchema = lazySchema(() =>
  z.object({
    employmentType: z.preprocess((v) => v || undefined, employmentTypeSchema),
    income: z.preprocess(dollars, annualIncomeSchema),
    otherIncome: z.preprocess(dollars, otherIncomeSchema),
  }),
);

/** docs/product/registration-and-routing.md §5: the for-sale answer is required ('Required'); the radios give 'yes' / 'no'. */
export const forSaleFieldSchema = lazySchema(() =>
  z.preprocess((v) => (v === 'yes' ? true : v === 'no' ? false : undefined), forSaleSchema),
);

/** The radio value of a stored for-sale answer. */
export const forSaleFieldValue = (value: boolean | undefined): 'yes' | 'no' | null =>
  value === undefined ? null : value ? 'yes' : 'no';
