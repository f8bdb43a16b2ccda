import { applicationSummary } from './application-summary';
import { conditionReview } from './condition-review';
import { hardCredit, softCredit } from './credit';
import { verifyEmployment, verifyIncome } from './income';
import { verifyIdentity } from './identity';
import { initialOffers } from './initial-offers';
import { payoffLetter } from './liens';
import { closingDisclosure, noteSigning, signedCopies } from './closing';
import { bpoValuation, verifyAssets } from './valuation';
import { attorneyReview, inPersonSigning, notaryDisclosure, notaryWaitEnd } from './notary';
import { fund, fundingRequest, recordDeed, rescissionEnd, rescissionNotice } from './rescission-funding';
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
  BPO_VALUATION: bpoValuation,
  VERIFY_ASSETS: verifyAssets,
  NOTARY_DISCLOSURE: notaryDisclosure,
  ATTORNEY_REVIEW: attorneyReview,
  NOTARY_WAIT_END: notaryWaitEnd,
  IN_PERSON_SIGNING: inPersonSigning,
  RESCISSION_NOTICE: rescissionNotice,
  RESCISSION_END: rescissionEnd,
  RECORD_DEED: recordDeed,
  FUNDING_REQUEST: fundingRequest,
  FUND: fund,
};

/**
 * The step a status starts by itself, whoever moves the application there (a step, a module, the sandbox
 * control API) without naming a next step: entering GEN_NOTARY_DISCLOSURE always generates the notary disclosure.
 */
export const ENTRY_STEPS: Partial<Record<string, StepKey>> = {
  GEN_NOTARY_DISCLOSURE: 'NOTARY_DISCLOSURE',
  GEN_RESCISSION: 'RESCISSION_NOTICE',
  RECORDING: 'RECORD_DEED',
  FUNDABLE: 'FUNDING_REQUEST',
  FUNDING_DECISION: 'FUND',
};

/** The step to schedule after a status write: the one named, else the entered status's own (ENTRY_STEPS). */
export const stepAfter = (from: string, to: string | undefined, next: StepKey | undefined): StepKey | undefined =>
  next ?? (to && to !== from ? ENTRY_STEPS[to] : undefined);

export const isStepKey = (value: string): value is StepKey => (STEP_KEYS as readonly string[]).includes(value);

export type { StepKey } from './step';
