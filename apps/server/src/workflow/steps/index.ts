import { applicationSummary } from './application-summary';
import { conditionReview } from './condition-review';
import { hardCredit, softCredit } from './credit';
import { verifyEmployment, verifyIncome } from './income';
import { verifyIdentity } from './identity';
import { initialOffers } from './initial-offers';
import { payoffLetter } from './liens';
import { closingDisclosure, noteSigning, signedCopies } from './closing';
import { STEP_KEYS, type Step, type StepKey } from './step';

/** Every processing step of the engine by its key (workflow/README.md draws the chain). */
export const STEPS: Record<StepKey, Step> = {
  SOFT_CREDIT: softCredit,
  INITIAL_OFFERS: initialOffers,
  HARD_CREDIT: hardCredit,
  GEN_SUMMARY: applicationSummary,
  VERIFY_INCOME: verifyIncome,
  VERIFY_EMPLOYMENT: verifyEmployment,
  VERIFY_IDENTITY: verifyIdentity,
  PAYOFF_LETTER: payoffLetter,
  CONDITION_REVIEW: conditionReview,
  GEN_CLOSING_DISCLOSURE: closingDisclosure,
  GEN_NOTE_SIGNING: noteSigning,
  SIGNED_COPIES: signedCopies,
};

export const isStepKey = (value: string): value is StepKey => (STEP_KEYS as readonly string[]).includes(value);

export type { StepKey } from './step';
