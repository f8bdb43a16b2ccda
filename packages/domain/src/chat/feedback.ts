/**
 * The reasons a borrower gives for a chatbot answer that did not help (docs/product/widgets-and-calculations.md §5:
 * a reason is required, additional info at most 140 characters). The list is ours: the spec does not name them.
 */
export const CHAT_FEEDBACK_REASONS = [
  'The answer was wrong',
  'The answer did not match my question',
  'The answer was hard to understand',
  'I need to talk to a person',
  'Something else',
] as const;
export type ChatFeedbackReason = (typeof CHAT_FEEDBACK_REASONS)[number];

/** The after-chat survey (ours): how the chat went, 1 (poor) to 5 (excellent), and an optional comment. */
export const CHAT_SURVEY_RATINGS = [1, 2, 3, 4, 5] as const;
export const CHAT_SURVEY_COMMENT_MAX = 500;
