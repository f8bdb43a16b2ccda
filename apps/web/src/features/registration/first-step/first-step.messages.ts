import type { MessageDescriptor } from 'react-intl';

/**
 * The texts of the first registration step (docs/i18n.md), shared by the step itself and its preview, which is shown
 * before the app has loaded (first-step-preview.tsx) and so takes them without react-intl: plain descriptors (the shape
 * `defineMessages` gives), formatted by `t` in the app and by first-step-say.ts in the preview. Its own field labels, the
 * loan facts and the progress above it are here too.
 */
export const firstStepMessages = {
  title: { id: 'registration.firstStep.title', defaultMessage: "Let's start with your property" },
  lead: {
    id: 'registration.firstStep.lead',
    defaultMessage: 'Tell us the address of the home you want to borrow against.',
  },
  propertyStreet: { id: 'registration.firstStep.propertyStreet', defaultMessage: 'Property address' },
  street2: { id: 'registration.firstStep.street2', defaultMessage: 'Apartment, suite, unit (optional)' },
  city: { id: 'registration.firstStep.city', defaultMessage: 'City' },
  state: { id: 'registration.firstStep.state', defaultMessage: 'State' },
  zip: { id: 'registration.firstStep.zip', defaultMessage: 'ZIP code' },
  addressSuggestions: { id: 'registration.firstStep.addressSuggestions', defaultMessage: 'Address suggestions' },
  occupancyLegend: { id: 'registration.firstStep.occupancyLegend', defaultMessage: 'How do you use this property?' },
  occupancyHome: { id: 'registration.firstStep.occupancyHome', defaultMessage: 'Primary residence' },
  occupancySecondary: { id: 'registration.firstStep.occupancySecondary', defaultMessage: 'Second home' },
  occupancyInvestment: { id: 'registration.firstStep.occupancyInvestment', defaultMessage: 'Investment property' },
  forSaleLegend: {
    id: 'registration.firstStep.forSaleLegend',
    defaultMessage: 'Is your property currently listed for sale?',
  },
  yes: { id: 'registration.firstStep.yes', defaultMessage: 'Yes' },
  no: { id: 'registration.firstStep.no', defaultMessage: 'No' },
  employmentType: { id: 'registration.firstStep.employmentType', defaultMessage: 'Employment type' },
  select: { id: 'registration.firstStep.select', defaultMessage: 'Select…' },
  employmentFullTime: { id: 'registration.firstStep.employment.fullTime', defaultMessage: 'Full time' },
  employmentPartTime: { id: 'registration.firstStep.employment.partTime', defaultMessage: 'Part time' },
  employmentSelfEmployed: { id: 'registration.firstStep.employment.selfEmployed', defaultMessage: 'Self-employed' },
  employmentRetired: { id: 'registration.firstStep.employment.retired', defaultMessage: 'Retired' },
  employmentUnemployed: { id: 'registration.firstStep.employment.unemployed', defaultMessage: 'Unemployed' },
  employmentAlimony: { id: 'registration.firstStep.employment.alimony', defaultMessage: 'Alimony' },
  employmentChildSupport: { id: 'registration.firstStep.employment.childSupport', defaultMessage: 'Child support' },
  employmentSeparateMaintenance: {
    id: 'registration.firstStep.employment.separateMaintenance',
    defaultMessage: 'Separate maintenance payments',
  },
  employmentPublicAssistance: {
    id: 'registration.firstStep.employment.publicAssistance',
    defaultMessage: 'Public assistance program',
  },
  income: { id: 'registration.firstStep.income', defaultMessage: 'Annual income (before taxes)' },
  otherIncome: { id: 'registration.firstStep.otherIncome', defaultMessage: 'Other annual income (optional)' },
  continue: { id: 'registration.firstStep.continue', defaultMessage: 'Continue' },
  login: { id: 'registration.firstStep.login', defaultMessage: 'Login' },
  progressNav: { id: 'registration.progress.nav', defaultMessage: 'Registration progress' },
  progressCompleted: { id: 'registration.progress.completed', defaultMessage: ' (completed)' },
  groupPropertyInfo: { id: 'registration.progress.group.property', defaultMessage: 'Property Info' },
  groupIncomeInfo: { id: 'registration.progress.group.income', defaultMessage: 'Income Info' },
  groupPersonalInfo: { id: 'registration.progress.group.personal', defaultMessage: 'Personal Info' },
  groupContactInfo: { id: 'registration.progress.group.contact', defaultMessage: 'Contact Info' },
  groupLoginInfo: { id: 'registration.progress.group.login', defaultMessage: 'Login Info' },
  itemAddress: { id: 'registration.progress.item.address', defaultMessage: 'Address' },
  itemSaleStatus: { id: 'registration.progress.item.saleStatus', defaultMessage: 'Sale Status' },
  itemName: { id: 'registration.progress.item.name', defaultMessage: 'Name' },
  itemBirthdate: { id: 'registration.progress.item.birthdate', defaultMessage: 'Birthdate' },
  barStep: { id: 'registration.progressBar.step', defaultMessage: 'Step {step} of {total}: {label}' },
  barPropertyAndIncome: { id: 'registration.progressBar.propertyAndIncome', defaultMessage: 'Property and income' },
  barAccountSetup: { id: 'registration.progressBar.accountSetup', defaultMessage: 'Account setup' },
  loanFacts: { id: 'registration.loanFacts.heading', defaultMessage: 'Loan facts' },
  loanPromise: { id: 'registration.loanFacts.promise', defaultMessage: 'Apply in 5 minutes, funding in 5 days' },
  factAmounts: { id: 'registration.loanFacts.amounts', defaultMessage: 'Amounts' },
  factRange: { id: 'registration.loanFacts.range', defaultMessage: '{min} to {max}' },
  factApr: { id: 'registration.loanFacts.apr', defaultMessage: 'APR' },
  factOriginationFee: { id: 'registration.loanFacts.originationFee', defaultMessage: 'Origination fee' },
  factUpTo: { id: 'registration.loanFacts.upTo', defaultMessage: 'Up to {rate}' },
  factAdditionalDraws: { id: 'registration.loanFacts.additionalDraws', defaultMessage: 'Additional draws' },
  factAdditionalDrawsDetail: {
    id: 'registration.loanFacts.additionalDrawsDetail',
    defaultMessage: 'Variable rate, indexed to the prime rate plus a margin',
  },
  factCreditCheck: { id: 'registration.loanFacts.creditCheck', defaultMessage: 'Credit check' },
  factCreditCheckDetail: {
    id: 'registration.loanFacts.creditCheckDetail',
    defaultMessage: 'A soft credit pull for your rate check (no effect on your score); a hard pull when you submit',
  },
  factTiming: { id: 'registration.loanFacts.timing', defaultMessage: 'Timing' },
  factTimingDetail: {
    id: 'registration.loanFacts.timingDetail',
    defaultMessage: 'Five-minute approval and five business day funding',
  },
  factValuationFee: { id: 'registration.loanFacts.valuationFee', defaultMessage: 'Valuation fee' },
  factValuationFeeDetail: {
    id: 'registration.loanFacts.valuationFeeDetail',
    defaultMessage: '{fee} when no automated valuation is available',
  },
  factManualNotarization: { id: 'registration.loanFacts.manualNotarization', defaultMessage: 'Manual notarization' },
  factRecordingFees: { id: 'registration.loanFacts.recordingFees', defaultMessage: 'Recording fees' },
  factRecordingTaxes: { id: 'registration.loanFacts.recordingTaxes', defaultMessage: 'Recording taxes' },
  factRecordingTaxesDetail: {
    id: 'registration.loanFacts.recordingTaxesDetail',
    defaultMessage: '{min} to {max} per {amount}',
  },
} as const satisfies Record<string, MessageDescriptor & { id: string; defaultMessage: string }>;

export type FirstStepMessage = (typeof firstStepMessages)[keyof typeof firstStepMessages];
