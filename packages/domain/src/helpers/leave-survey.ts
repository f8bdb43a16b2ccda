import { message, labelMessages } from '../i18n/message';
// docs/product/application-area.md §2.4: "A leave-survey prompt is enabled on the routes liens, product/select, identity and signing/sign."
// When it opens, what it asks and where the answer goes are ours (docs/decisions.md "Web", "Leave survey").

/** The screens (relative to /account/heloc/{uuid}/) with the leave-survey prompt. */
export const LEAVE_SURVEY_SCREENS = ['liens', 'product/select', 'identity', 'signing/sign'] as const;

export const isLeaveSurveyScreen = (screen: string): boolean =>
  (LEAVE_SURVEY_SCREENS as readonly string[]).includes(screen.replace(/^\/+|\/+$/g, ''));

/** Why an applicant leaves: the answers offered, in order. */
export const LEAVE_SURVEY_REASONS = [
  'NEED_TIME',
  'RATE_OR_PAYMENT',
  'LINE_TOO_SMALL',
  'PRIVACY',
  'SOMETHING_BROKEN',
  'TALK_TO_SOMEONE',
  'OTHER',
] as const;
export type LeaveSurveyReason = (typeof LEAVE_SURVEY_REASONS)[number];

export const LEAVE_SURVEY_REASON_LABELS = labelMessages<LeaveSurveyReason>('domain.leaveSurvey.reason', {
  NEED_TIME: 'I need more time to decide',
  RATE_OR_PAYMENT: 'The rate or the payment is higher than I expected',
  LINE_TOO_SMALL: 'The line is smaller than I need',
  PRIVACY: 'I am not comfortable sharing this information',
  SOMETHING_BROKEN: 'Something on this page is not working',
  TALK_TO_SOMEONE: 'I want to talk to someone first',
  OTHER: 'Something else',
});

/** The telemetry event that carries an answer (docs/product/widgets-and-calculations.md §7's event call; its properties: screen, reason, comment). */
export const LEAVE_SURVEY_EVENT = 'leave-survey';
/** The optional comment, in characters. */
export const LEAVE_SURVEY_COMMENT_MAX = 500;
export const LEAVE_SURVEY_REASON_REQUIRED_MESSAGE = message(
  'domain.leaveSurvey.reasonRequired',
  'Choose the answer closest to yours',
);
