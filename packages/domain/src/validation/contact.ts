import { z } from 'zod';
import { MARITAL_STATUSES, OWNERSHIP_TYPES } from '../enums';
import { addressSchema } from './address';
import {
  MAILING_ADDRESS_CHOICE_MESSAGE,
  MARITAL_STATUS_REQUIRED_MESSAGE,
  OWNERSHIP_TYPE_REQUIRED_MESSAGE,
} from './messages';
import { emailSchema, phoneSchema } from './person';
import { lazySchema } from '../helpers/lazy-schema';

// Start/contact: confirm or correct email, phone and mailing address, and give a marital status.
export const maritalStatusSchema = lazySchema(() => z.enum(MARITAL_STATUSES, MARITAL_STATUS_REQUIRED_MESSAGE));
/** How the applicant holds title: sole, joint or trust (docs/product/registration-and-routing.md §3). */
export const ownershipTypeSchema = lazySchema(() => z.enum(OWNERSHIP_TYPES, OWNERSHIP_TYPE_REQUIRED_MESSAGE));

/** The mailing address is the property's, or another full address (docs/product/widgets-and-calculations.md §5 address rules; any state). */
export const mailingAddressChoiceSchema = lazySchema(() =>
  z.discriminatedUnion(
    'mailingSameAsProperty',
    [
      z.object({ mailingSameAsProperty: z.literal(true) }),
      z.object({ mailingSameAsProperty: z.literal(false), mailingAddress: addressSchema() }),
    ],
    MAILING_ADDRESS_CHOICE_MESSAGE,
  ),
);

/** The start/contact form. An address typed while "same as property" was ticked is dropped. */
export const contactFormSchema = lazySchema(() =>
  z
    .object({
      email: emailSchema,
      phoneNumber: phoneSchema,
      maritalStatus: maritalStatusSchema,
      ownershipType: ownershipTypeSchema,
    })
    .and(mailingAddressChoiceSchema),
);
export type ContactForm = z.infer<typeof contactFormSchema>;
