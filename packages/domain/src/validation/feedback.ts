import { z } from 'zod';
import { FEEDBACK_MARKETING_CONSENTS, FEEDBACK_TOPICS } from '../enums';
import { FEEDBACK_MESSAGE_MAX_MESSAGE, FEEDBACK_MESSAGE_MIN_MESSAGE, REQUIRED_MESSAGE } from './messages';
import { lazySchema } from '../helpers/lazy-schema';

// docs/product/application-area.md §5.1, §9: feedback message 10 to 1000 characters.
export const FEEDBACK_MESSAGE_MIN_LENGTH = 10;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 1000;

/**
 * The CEO feedback form (docs/product/application-area.md §5.1). The spec names no wording for a missing topic, message or consent: 'Required'
 * is ours, as elsewhere in the product.
 */
export const feedbackFormSchema = lazySchema(() =>
  z.object({
    topic: z.enum(FEEDBACK_TOPICS, REQUIRED_MESSAGE),
    message: z
      .string(REQUIRED_MESSAGE)
      .min(1, { ...REQUIRED_MESSAGE, abort: true })
      .min(FEEDBACK_MESSAGE_MIN_LENGTH, FEEDBACK_MESSAGE_MIN_MESSAGE)
      .max(FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGE_MAX_MESSAGE),
    marketingConsent: z.enum(FEEDBACK_MARKETING_CONSENTS, REQUIRED_MESSAGE),
  }),
);
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;
