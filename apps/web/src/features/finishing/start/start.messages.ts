import { defineMessages } from '../../../lib/i18n/define-messages';

// The texts of the details screens and the application summary (docs/i18n.md).
export const startMessages = defineMessages({
  // start/app-summary
  summaryTitle: { id: 'finishing.start.summaryTitle', defaultMessage: 'Review and submit your application' },
  submittedTitle: { id: 'finishing.start.submittedTitle', defaultMessage: 'Your application is submitted' },
  submittedLead: {
    id: 'finishing.start.submittedLead',
    defaultMessage: 'Thank you. Here is what you told us and the offer you chose.',
  },
  summaryLead: {
    id: 'finishing.start.summaryLead',
    defaultMessage:
      'Here is everything you told us and the offer you chose. Check it, change anything that is not right, then submit.',
  },
  oneMoreStep: { id: 'finishing.start.oneMoreStep', defaultMessage: 'One more step before you submit' },
  earlierContact: { id: 'finishing.start.earlierContact', defaultMessage: 'Confirm your contact details' },
  earlierHmda: { id: 'finishing.start.earlierHmda', defaultMessage: 'Answer the demographic questions' },

  // The summary's sections
  lockedSubmitted: {
    id: 'finishing.start.lockedSubmitted',
    defaultMessage: 'Part of your submitted application: it can no longer change.',
  },
  lockedAtStep: { id: 'finishing.start.lockedAtStep', defaultMessage: 'This can no longer change at this step.' },
  property: { id: 'finishing.start.property', defaultMessage: 'Property' },
  address: { id: 'finishing.start.address', defaultMessage: 'Address' },
  howYouUseIt: { id: 'finishing.start.howYouUseIt', defaultMessage: 'How you use it' },
  propertyNote: {
    id: 'finishing.start.propertyNote',
    defaultMessage: 'We priced your offer for this property. For a different property, start a new application.',
  },
  incomeTitle: { id: 'finishing.start.incomeTitle', defaultMessage: 'Income and employment' },
  employment: { id: 'finishing.start.employment', defaultMessage: 'Employment' },
  annualIncome: { id: 'finishing.start.annualIncome', defaultMessage: 'Annual income' },
  otherAnnualIncome: { id: 'finishing.start.otherAnnualIncome', defaultMessage: 'Other annual income' },
  incomeNote: {
    id: 'finishing.start.incomeNote',
    defaultMessage:
      'As you stated it. You verify your income in the next step; if it differs, we show you offers for what we verified.',
  },
  offerTitle: { id: 'finishing.start.offerTitle', defaultMessage: 'Your offer' },
  offer: { id: 'finishing.start.offer', defaultMessage: 'Offer' },
  noOffer: { id: 'finishing.start.noOffer', defaultMessage: 'No offer confirmed yet' },
  changeOffer: { id: 'finishing.start.changeOffer', defaultMessage: 'Change your offer' },
  offerNote: {
    id: 'finishing.start.offerNote',
    defaultMessage:
      'You confirmed this offer and we pulled your full credit report for it, so it is locked. If verifying your income changes what we can lend, you will choose again from revised offers.',
  },
  product: { id: 'finishing.start.product', defaultMessage: 'Product' },
  productValue: {
    id: 'finishing.start.productValue',
    defaultMessage: '{term}-year {type, select, FIXED {fixed rate} VARIABLE {variable rate} other {rate type not set}}',
  },
  cashDraw: { id: 'finishing.start.cashDraw', defaultMessage: 'Cash draw' },
  originationFee: { id: 'finishing.start.originationFee', defaultMessage: 'Origination fee' },
  originationFeeValue: { id: 'finishing.start.originationFeeValue', defaultMessage: '{amount} ({percent})' },
  lineAmount: { id: 'finishing.start.lineAmount', defaultMessage: 'Line amount (total draw)' },
  rate: { id: 'finishing.start.rate', defaultMessage: 'Rate' },
  rateValue: { id: 'finishing.start.rateValue', defaultMessage: '{rate} APR' },
  term: { id: 'finishing.start.term', defaultMessage: 'Term' },
  termValue: { id: 'finishing.start.termValue', defaultMessage: '{term} years' },
  monthlyPayment: { id: 'finishing.start.monthlyPayment', defaultMessage: 'Monthly payment' },
  existingLiens: { id: 'finishing.start.existingLiens', defaultMessage: 'Existing liens' },
  contactTitle: { id: 'finishing.start.contactTitle', defaultMessage: 'Contact details' },
  name: { id: 'finishing.start.name', defaultMessage: 'Name' },
  email: { id: 'finishing.start.email', defaultMessage: 'Email' },
  mobilePhone: { id: 'finishing.start.mobilePhone', defaultMessage: 'Mobile phone' },
  mailingAddress: { id: 'finishing.start.mailingAddress', defaultMessage: 'Mailing address' },
  sameAsProperty: { id: 'finishing.start.sameAsProperty', defaultMessage: 'Same as the property' },
  maritalStatus: { id: 'finishing.start.maritalStatus', defaultMessage: 'Marital status' },
  ownershipTitle: { id: 'finishing.start.ownershipTitle', defaultMessage: 'How you own your home' },
  ownershipWhy: {
    id: 'finishing.start.ownershipWhy',
    defaultMessage:
      'Everyone on the title, or the trust that holds it, signs the documents that secure your line. Answer as your deed reads.',
  },
  ownershipQuestion: {
    id: 'finishing.start.ownershipQuestion',
    defaultMessage: 'How do you hold title to the property?',
  },
  ownershipRow: { id: 'finishing.start.ownershipRow', defaultMessage: 'How you own it' },
  notGivenYet: { id: 'finishing.start.notGivenYet', defaultMessage: 'Not given yet' },
  changeContact: { id: 'finishing.start.changeContact', defaultMessage: 'Change your contact details' },
  hmdaTitle: { id: 'finishing.start.hmdaTitle', defaultMessage: 'Demographic information' },
  hmdaRow: { id: 'finishing.start.hmdaRow', defaultMessage: 'Ethnicity, race and sex' },
  changeHmda: { id: 'finishing.start.changeHmda', defaultMessage: 'Change your demographic answers' },

  // The application summary document
  documentTitle: { id: 'finishing.start.documentTitle', defaultMessage: 'Your application summary' },
  preparing: { id: 'finishing.start.preparing', defaultMessage: 'Preparing' },
  preparingText: {
    id: 'finishing.start.preparingText',
    defaultMessage: 'We are preparing your application summary. This usually takes a few seconds.',
  },
  documentCheckFailed: {
    id: 'finishing.start.documentCheckFailed',
    defaultMessage: 'We could not check on your application summary just now.',
  },
  documentSlow: {
    id: 'finishing.start.documentSlow',
    defaultMessage:
      'Your application summary is taking longer than usual to prepare. It will appear here when it is ready.',
  },
  checkAgain: { id: 'finishing.start.checkAgain', defaultMessage: 'Check again' },
  documentReady: {
    id: 'finishing.start.documentReady',
    defaultMessage:
      'Your application summary is ready. It lists what you told us, the offer you chose and your consent to electronic records. Keep a copy for your records.',
  },
  whatHappensNext: { id: 'finishing.start.whatHappensNext', defaultMessage: 'What happens next' },
  nextIncome: {
    id: 'finishing.start.nextIncome',
    defaultMessage:
      'Next, you verify your income: link your payroll or bank account, or upload documents such as paystubs. It usually takes a few minutes.',
  },
  checkingStatus: { id: 'finishing.start.checkingStatus', defaultMessage: 'Checking status' },
  continueToIncome: { id: 'finishing.start.continueToIncome', defaultMessage: 'Continue to verify your income' },
  loadingDocument: { id: 'finishing.start.loadingDocument', defaultMessage: 'Loading your application summary' },
  downloadDocument: {
    id: 'finishing.start.downloadDocument',
    defaultMessage: 'Download your application summary (PDF)',
  },

  // Loading, errors and a locked details screen
  loadingApplication: { id: 'finishing.start.loadingApplication', defaultMessage: 'Loading your application' },
  tryAgain: { id: 'finishing.start.tryAgain', defaultMessage: 'Try again' },
  lockedText: {
    id: 'finishing.start.lockedText',
    defaultMessage:
      'These answers are part of your submitted application and can no longer change here. Your application summary lists them.',
  },
  seeSummary: { id: 'finishing.start.seeSummary', defaultMessage: 'See your application summary' },

  // start/contact
  contactPageTitle: { id: 'finishing.start.contactPageTitle', defaultMessage: 'Confirm your contact details' },
  contactLead: {
    id: 'finishing.start.contactLead',
    defaultMessage:
      'We filled these in from your registration. We use them to send your documents and to reach you about your application, so correct anything that has changed.',
  },
  howWeReachYou: { id: 'finishing.start.howWeReachYou', defaultMessage: 'How we reach you' },
  whereMail: { id: 'finishing.start.whereMail', defaultMessage: 'Where should we send your mail?' },
  toProperty: { id: 'finishing.start.toProperty', defaultMessage: 'To the property: {address}' },
  toAnotherAddress: { id: 'finishing.start.toAnotherAddress', defaultMessage: 'To another address' },
  mailingStreet: { id: 'finishing.start.mailingStreet', defaultMessage: 'Mailing street address' },
  maritalQuestion: { id: 'finishing.start.maritalQuestion', defaultMessage: 'What is your marital status?' },
  maritalWithHint: { id: 'finishing.start.maritalWithHint', defaultMessage: '{label} ({hint})' },
  saving: { id: 'finishing.start.saving', defaultMessage: 'Saving' },
  saveAndContinue: { id: 'finishing.start.saveAndContinue', defaultMessage: 'Save and continue' },

  // The E-SIGN consent
  esignIntro: {
    id: 'finishing.start.esignIntro',
    defaultMessage:
      'Before we send you any disclosure, we need your consent to give you your records electronically (the federal E-SIGN Act). Please read it: it explains your rights.',
  },
  consentVersion: { id: 'finishing.start.consentVersion', defaultMessage: 'Consent version {version}' },
  esignInEnglish: { id: 'finishing.start.esignInEnglish', defaultMessage: 'Read the consent in English' },
  esignBeforeSubmit: {
    id: 'finishing.start.esignBeforeSubmit',
    defaultMessage:
      'When you submit, we prepare your application summary and you move on to verifying your income. After that, the details above can no longer change, so check them first.',
  },
  submitting: { id: 'finishing.start.submitting', defaultMessage: 'Submitting' },
  submitApplication: { id: 'finishing.start.submitApplication', defaultMessage: 'Submit my application' },

  // start/profile
  profileTitle: { id: 'finishing.start.profileTitle', defaultMessage: 'Tell us about yourself' },
  profileLead: {
    id: 'finishing.start.profileLead',
    defaultMessage:
      "Enter your name exactly as it appears on your driver's license, passport or state ID. We use it for your credit report, to verify your identity and on your loan documents.",
  },
  profileEmail: { id: 'finishing.start.profileEmail', defaultMessage: 'E-mail' },
  profilePhone: { id: 'finishing.start.profilePhone', defaultMessage: 'Phone' },
  loadingProfile: { id: 'finishing.start.loadingProfile', defaultMessage: 'Loading your profile' },

  // start/hmda
  hmdaLead: {
    id: 'finishing.start.hmdaLead',
    defaultMessage:
      'Federal law asks every mortgage lender these questions. Your answers, or your choice not to answer, do not affect our decision on your application.',
  },
  hmdaAnswered: {
    id: 'finishing.start.hmdaAnswered',
    defaultMessage: 'You answered these questions already. Answering again replaces your earlier answers.',
  },
  optionalPrompt: { id: 'finishing.start.optionalPrompt', defaultMessage: '{prompt} (optional)' },
});
