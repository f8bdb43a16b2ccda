import { z } from 'zod';
import { MAX_LENGTH as MAX, text } from '../validation/limits';
import { uuidSchema } from './address';
import { defineContract, errorsSchema, okSchema } from './contract';
import { FEEDBACK_TOPICS } from '../enums';
import { FEEDBACK_MESSAGE_MAX_MESSAGE, FEEDBACK_MESSAGE_MIN_MESSAGE } from '../validation/messages';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Feedback to the CEO (docs/product/application-area.md §3, §5.1, §7). Concrete path: {profile service} -> /service-profile.
 * marketingConsent travels as a boolean (the entity of docs/product/application-area.md §3); the form's YES/NO answer (docs/product/application-area.md §5.1) is
 * turned into true/false by the client.
 */

/** docs/product/application-area.md §9: feedback message 10 to 1000 characters. */
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 1000;

export const sendCeoFeedbackBodySchema = lazySchema(() =>
  z.object({
    applicationUuid: uuidSchema.optional(),
    message: z
      .string()
      .trim()
      .min(FEEDBACK_MESSAGE_MIN, FEEDBACK_MESSAGE_MIN_MESSAGE)
      .max(FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGE_MAX_MESSAGE),
    topic: z.enum(FEEDBACK_TOPICS),
    marketingConsent: z.boolean(),
    /** The page the modal was opened on. */
    pathname: text(MAX.url).startsWith('/'),
    productType: z.literal('HELOC'),
  }),
);
export type SendCeoFeedbackBody = z.infer<typeof sendCeoFeedbackBodySchema>;

export const sendCeoFeedbackContract = defineContract({
  method: 'POST',
  path: '/service-profile/api/v1/feedback/ceo',
  auth: 'customer',
  service: 'profile',
  summary:
    'Send feedback to the CEO from the shell modal (docs/product/application-area.md §7); on error the client shows the server message. marketingConsent is a boolean on the wire (ours) and the response body is ours: the spec does not show it.',
  body: sendCeoFeedbackBodySchema,
  response: { 200: okSchema, 400: errorsSchema, 401: errorsSchema },
});
