import { z } from 'zod';
import {
  CHAT_FEEDBACK_REASON_MESSAGE,
  CHAT_FEEDBACK_TOO_LONG_MESSAGE,
  CHAT_FIELD_TOO_LONG_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  REQUIRED_MESSAGE,
} from './messages';
import { lazySchema } from '../helpers/lazy-schema';

// docs/product/widgets-and-calculations.md §9: chat name and email at most 128; feedback at most 140.
export const CHAT_FIELD_MAX_LENGTH = 128;
export const CHAT_FEEDBACK_MAX_LENGTH = 140;

// docs/product/widgets-and-calculations.md §5: the pre-chat form. The wording for a missing name is ours ('Required').
export const preChatFormSchema = lazySchema(() =>
  z.object({
    name: z
      .string(REQUIRED_MESSAGE)
      .trim()
      .min(1, { ...REQUIRED_MESSAGE, abort: true })
      .max(CHAT_FIELD_MAX_LENGTH, CHAT_FIELD_TOO_LONG_MESSAGE),
    email: z
      .string(EMAIL_INVALID_MESSAGE)
      .trim()
      .max(CHAT_FIELD_MAX_LENGTH, { ...CHAT_FIELD_TOO_LONG_MESSAGE, abort: true })
      .pipe(z.email(EMAIL_INVALID_MESSAGE)),
  }),
);
export type PreChatForm = z.infer<typeof preChatFormSchema>;

// docs/product/widgets-and-calculations.md §5: feedback on a bad chatbot response.
export const chatBadResponseFeedbackSchema = lazySchema(() =>
  z.object({
    reason: z.string(CHAT_FEEDBACK_REASON_MESSAGE).min(1, CHAT_FEEDBACK_REASON_MESSAGE),
    additionalInfo: z.string().max(CHAT_FEEDBACK_MAX_LENGTH, CHAT_FEEDBACK_TOO_LONG_MESSAGE).optional(),
  }),
);
export type ChatBadResponseFeedback = z.infer<typeof chatBadResponseFeedbackSchema>;

// docs/product/widgets-and-calculations.md §5: attachments accepted.
export const CHAT_ATTACHMENT_EXTENSIONS = ['jpg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt'] as const;
export type ChatAttachmentExtension = (typeof CHAT_ATTACHMENT_EXTENSIONS)[number];

/**
 * True when a file name ends with an accepted extension (case-insensitive). '.jpeg' is the same format as '.jpg' and
 * is read as it (ours: the spec names jpg; cameras name their files either way).
 */
export const isAcceptedChatAttachment = (fileName: string): boolean => {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return (CHAT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension === 'jpeg' ? 'jpg' : extension);
};

/** docs/product/widgets-and-calculations.md §5: an empty message with no files is not sent. */
export const canSendChatMessage = (text: string, fileCount: number): boolean => text.trim() !== '' || fileCount > 0;
