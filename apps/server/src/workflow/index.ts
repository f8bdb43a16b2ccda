/*
 * The lending engine's front door (docs/architecture.md): the only part of workflow/ that modules may import
 * (eslint.config.js). It offers verbs and read-models, never a repository: every write to the engine's tables, and
 * every lock on them, is a verb of the running engine `app.workflow` (typed by workflow-verbs.ts); a read is one of the
 * read-models below, a function of a database or a transaction. Besides: the pure mappers of the status fields, what
 * the steps compute that a screen shows too, and the documents a module makes.
 */

export type { Workflow } from './workflow-verbs';
export type { DecisionInput, DecisionReasonInput } from './decisions/decision';
export type { StatusPatch } from './status/status-fields';
export type { StepKey } from './steps';
export type { LinkedAccount, LinkInstitution, Providers } from './providers';

// Read-models: what modules read of the engine's tables.
export {
  type PipelineFilter,
  readActiveApplicationsAs,
  readApplicationFile,
  readApplicationFindings,
  readApplicationRow,
  readApplicationScreen,
  readBorrowerApplications,
  readExistingApplication,
  readLatestCompletion,
  readLatestSignerApplication,
  readParticipantApplication,
  readPipelinePage,
  readPlainApplicantBirthDates,
} from './applications/application-reads';
export { readStatusChanges, readStatusEnteredAt } from './status/status-history';
export {
  readConditionAnswers,
  readConditionHistory,
  readConditions,
  readOpenCondition,
  readOpenConditions,
} from './conditions/condition-reads';
export {
  type IdentityCheckRow,
  type IncomeVerificationRow,
  readIdentityCheckAttempts,
  readLatestIdentityCheck,
  readLatestIncomeVerification,
} from './steps/verification-reads';
export { readAssetAccounts, readLiens, readValuation } from './steps/property-reads';
export {
  type BankAccountPurpose,
  type NotaryReservationRow,
  readBankAccount,
  readClosingDocuments,
  readLatestFundingTransfer,
  readNotaryReservation,
  readSentFundingTransfer,
  readSignerName,
  readSignerNames,
  readSigningPackage,
} from './closing/closing-reads';
export { readSigners } from './signers/signer-reads';
export {
  type BorrowerEvent,
  type BorrowerEventFilter,
  readApplicationPeople,
  readApplicationsOfPerson,
  readBorrowerEvents,
} from './events/borrower-event-reads';
/** When the application's next scheduled step falls due (null: none is waiting). */
export { nextDueAt } from './scheduler/scheduler';

// Pure: the status fields, and what the steps compute that a module shows or uses too.
export { statusFieldsOf, statusOf } from './status/status-fields';
export { applicantOf, propertyAddressOf, propertyTimeZoneOf } from './steps/step-inputs';
export { applicationPricingFactsOf, requiredAssetsOf } from './steps/valuation';
export { resolvePricingData } from './pricing/pricing-data';
export { priceOffers } from './pricing/price-offers';
export { pricingOfOrganization } from './pricing/pricing-in-effect';
export { applicationSummaryOf, phoneDigits } from './documents/application-summary-data';
export { spouseRuleOf } from './signers/required-signers';

// The documents a module makes (the notary's certificate, a draw's disclosure).
export { notarialCertificatePdf } from './documents/notary-pdf';
export { drawDisclosurePdf } from './documents/draw-disclosure-pdf';
