import type { ApplicationProgress } from '../enums';
import { message, type Message } from '../i18n/message';

// docs/product/application-area.md §2.5: the application progress bar's steps, in order; the last one depends on the notary variant.
export const APPLICATION_PROGRESS_STEPS = [
  message('domain.progress.basicInfo', 'Basic Info'),
  message('domain.progress.selectOffer', 'Select Offer'),
  message('domain.progress.moreInfo', 'Provide More Info'),
  message('domain.progress.income', 'Link Income Sources'),
  message('domain.progress.identity', 'Verify Identity'),
  message('domain.progress.sign', 'Sign Documents'),
] as const;
export const ENOTARY_STEP = message('domain.progress.eNotary', 'Talk to eNotary');
export const MANUAL_NOTARY_STEP = message('domain.progress.manualNotary', 'Schedule Notary Session');

export type ApplicationProgressStep = Message;

/** docs/product/application-area.md §2.5: the variant comes from the application field status.manualNotary. */
export const getApplicationProgressSteps = (manualNotary: boolean | null | undefined): ApplicationProgressStep[] => [
  ...APPLICATION_PROGRESS_STEPS,
  manualNotary ? MANUAL_NOTARY_STEP : ENOTARY_STEP,
];

// docs/product/application-area.md §2.5: progress value → step index. COMPLETE (7) is past the last step: every step is done.
export const PROGRESS_STEP_INDEX: Readonly<Record<ApplicationProgress, number>> = {
  INITIAL: 0,
  PRODUCT_SELECT: 1,
  MORE_INFO: 2,
  LINK_INCOME: 3,
  ID_UPLOAD: 4,
  SIGNING: 5,
  ENOTARY: 6,
  MANUAL_NOTARY: 6,
  COMPLETE: 7,
};

/** The index of the current step (0-based) for a progress value; an unknown value counts as INITIAL. */
export const progressStepIndex = (progress: string | null | undefined): number =>
  PROGRESS_STEP_INDEX[progress as ApplicationProgress] ?? PROGRESS_STEP_INDEX.INITIAL;
