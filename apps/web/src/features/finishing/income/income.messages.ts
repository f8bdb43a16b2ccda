import { defineMessages } from '../../../lib/i18n/define-messages';

/*
 * The income screens' texts (docs/i18n.md). What income/review says about each way of verifying income ("what each
 * needs, how long it takes, what we see and do not see") is ours: the spec names the routes and the providers.
 */
export const incomeMessages = defineMessages({
  payrollTitle: { id: 'finishing.income.payrollTitle', defaultMessage: 'Link your payroll account' },
  payrollSummary: {
    id: 'finishing.income.payrollSummary',
    defaultMessage: 'The fastest way for most employees: sign in to the payroll provider your employer uses.',
  },
  payrollNeeds: {
    id: 'finishing.income.payrollNeeds',
    defaultMessage: 'The username and password of your payroll account (ADP, Gusto, Workday and others).',
  },
  linkTakes: {
    id: 'finishing.income.linkTakes',
    defaultMessage: 'About a minute. Most applicants get an answer right away.',
  },
  payrollWeSee: {
    id: 'finishing.income.payrollWeSee',
    defaultMessage: 'Your employer, pay dates, and gross and net pay for the last 12 months.',
  },
  payrollWeDoNotSee: {
    id: 'finishing.income.payrollWeDoNotSee',
    defaultMessage:
      'Your password, your bank account numbers or your tax withholding choices. We never change anything.',
  },
  payrollAction: { id: 'finishing.income.payrollAction', defaultMessage: 'Link payroll' },
  bankTitle: { id: 'finishing.income.bankTitle', defaultMessage: 'Link your bank account' },
  bankSummary: {
    id: 'finishing.income.bankSummary',
    defaultMessage:
      'Best for self-employment, retirement, support payments or other income paid into your bank account.',
  },
  bankNeeds: {
    id: 'finishing.income.bankNeeds',
    defaultMessage: 'The username and password of the online banking of the account your income is paid into.',
  },
  bankWeSee: {
    id: 'finishing.income.bankWeSee',
    defaultMessage: 'The account name and type, the balance and 12 months of deposits.',
  },
  bankWeDoNotSee: {
    id: 'finishing.income.bankWeDoNotSee',
    defaultMessage: 'Your password. We cannot move money or make payments from this link.',
  },
  bankAction: { id: 'finishing.income.bankAction', defaultMessage: 'Link bank account' },
  uploadTitle: { id: 'finishing.income.uploadTitle', defaultMessage: 'Upload documents' },
  uploadSummary: {
    id: 'finishing.income.uploadSummary',
    defaultMessage: 'Send us photos or PDFs of your income documents if you would rather not link an account.',
  },
  uploadNeeds: {
    id: 'finishing.income.uploadNeeds',
    defaultMessage: 'The documents listed below, as PDF, JPEG, PNG or HEIC files of up to 10 MB each.',
  },
  uploadTakes: {
    id: 'finishing.income.uploadTakes',
    defaultMessage: 'A few minutes to upload; our team usually reviews them within one business day.',
  },
  uploadWeSee: { id: 'finishing.income.uploadWeSee', defaultMessage: 'Only what is on the documents you upload.' },
  uploadWeDoNotSee: {
    id: 'finishing.income.uploadWeDoNotSee',
    defaultMessage: 'Anything else in your accounts. You choose exactly what to send.',
  },
  uploadAction: { id: 'finishing.income.uploadAction', defaultMessage: 'Upload documents' },
  employerTitle: { id: 'finishing.income.employerTitle', defaultMessage: 'Have us contact your employer' },
  employerSummary: {
    id: 'finishing.income.employerSummary',
    defaultMessage: 'We ask your employer to confirm your job and pay, if you cannot link payroll or upload documents.',
  },
  employerNeeds: {
    id: 'finishing.income.employerNeeds',
    defaultMessage: "Your employer's name and a contact there (usually HR or payroll) with a phone number and email.",
  },
  employerTakes: {
    id: 'finishing.income.employerTakes',
    defaultMessage: 'Usually 1 to 3 business days, depending on how fast your employer answers.',
  },
  employerWeSee: {
    id: 'finishing.income.employerWeSee',
    defaultMessage: 'Your job title, start date and pay as your employer confirms them.',
  },
  employerWeDoNotSee: {
    id: 'finishing.income.employerWeDoNotSee',
    defaultMessage: 'Anything about your performance or other employment records. We ask only about income.',
  },
  employerAction: { id: 'finishing.income.employerAction', defaultMessage: 'Give employer details' },

  /** A number of documents of a type: '2 paystubs', '1 W-2', '2 1099s', '2 tax returns'. */
  documentCount: {
    id: 'finishing.income.documentCount',
    defaultMessage:
      '{type, select, PAYSTUB {{count, plural, one {# paystub} other {# paystubs}}} W2 {{count, plural, one {# W-2} other {# W-2s}}} FORM_1099 {{count, plural, one {# 1099} other {# 1099s}}} TAX_RETURN {{count, plural, one {# tax return} other {# tax returns}}} AWARD_LETTER {{count, plural, one {# award letter} other {# award letters}}} other {{count, plural, one {# bank statement} other {# bank statements}}}}',
  },
  /** A document type as a noun in a sentence, singular (count 1) or plural. */
  documentNoun: {
    id: 'finishing.income.documentNoun',
    defaultMessage:
      '{type, select, PAYSTUB {{count, plural, one {paystub} other {paystubs}}} W2 {{count, plural, one {W-2} other {W-2s}}} FORM_1099 {{count, plural, one {1099} other {1099s}}} TAX_RETURN {{count, plural, one {tax return} other {tax returns}}} AWARD_LETTER {{count, plural, one {award letter} other {award letters}}} other {{count, plural, one {bank statement} other {bank statements}}}}',
  },

  // income/review
  reviewTitle: { id: 'finishing.income.reviewTitle', defaultMessage: 'Verify your income' },
  tryAgain: { id: 'finishing.income.tryAgain', defaultMessage: 'Try again' },
  loadingWays: { id: 'finishing.income.loadingWays', defaultMessage: 'Loading the ways to verify your income' },
  reviewLead: {
    id: 'finishing.income.reviewLead',
    defaultMessage:
      'You told us you earn {income} a year{other}, {employment}. Before we finalize your line, we confirm that income. Choose one of the ways below: you only need one.',
  },
  includingOther: { id: 'finishing.income.includingOther', defaultMessage: ' (including {amount} of other income)' },
  employment: {
    id: 'finishing.income.employment',
    defaultMessage:
      '{type, select, FULL_TIME {working full time} PART_TIME {working part time} SELF_EMPLOYED {self-employed} RETIRED {in retirement} UNEMPLOYED {not currently employed} ALIMONY {from alimony} CHILD_SUPPORT {from child support} SEPARATE_MAINTENANCE_PAYMENTS {from separate maintenance payments} other {from a public assistance program}}',
  },
  lenderNeedsMore: { id: 'finishing.income.lenderNeedsMore', defaultMessage: 'Your lender needs more from you' },
  lenderAsked: {
    id: 'finishing.income.lenderAsked',
    defaultMessage: 'After reviewing your documents, we need {documents}.',
  },
  quoted: { id: 'finishing.income.quoted', defaultMessage: '“{comments}”' },
  answerRequest: { id: 'finishing.income.answerRequest', defaultMessage: 'Answer the request' },
  answerRequestRest: {
    id: 'finishing.income.answerRequestRest',
    defaultMessage: ', or verify your income another way below.',
  },
  verifyingTitle: { id: 'finishing.income.verifyingTitle', defaultMessage: 'We are verifying your income' },
  receivedFrom: {
    id: 'finishing.income.receivedFrom',
    defaultMessage: 'We received your {institution} and are checking it now. This usually takes a few moments.',
  },
  receivedInformation: {
    id: 'finishing.income.receivedInformation',
    defaultMessage: 'We received your information and are checking it now. This usually takes a few moments.',
  },
  checkStatus: { id: 'finishing.income.checkStatus', defaultMessage: 'Check status' },
  stillVerifying: {
    id: 'finishing.income.stillVerifying',
    defaultMessage: 'Still verifying. Check again in a moment.',
  },
  waysLabel: { id: 'finishing.income.waysLabel', defaultMessage: 'Ways to verify your income' },
  whatYouNeed: { id: 'finishing.income.whatYouNeed', defaultMessage: 'What you need' },
  howLong: { id: 'finishing.income.howLong', defaultMessage: 'How long it takes' },
  whatWeSee: { id: 'finishing.income.whatWeSee', defaultMessage: 'What we see' },
  whatWeDoNotSee: { id: 'finishing.income.whatWeDoNotSee', defaultMessage: 'What we do not see' },
  encrypted: {
    id: 'finishing.income.encrypted',
    defaultMessage:
      'Your information is sent over an encrypted connection and used only to verify your income for this application.',
  },

  // income/link/{type}
  loading: { id: 'finishing.income.loading', defaultMessage: 'Loading' },
  notOffered: { id: 'finishing.income.notOffered', defaultMessage: 'Not offered for your income' },
  notOfferedText: {
    id: 'finishing.income.notOfferedText',
    defaultMessage: 'This way of verifying does not fit the income you told us about.',
  },
  seeTheWays: { id: 'finishing.income.seeTheWays', defaultMessage: 'See the ways that do' },
  period: { id: 'finishing.income.period', defaultMessage: '.' },
  howItWorks: { id: 'finishing.income.howItWorks', defaultMessage: 'How it works' },
  chooseProvider: {
    id: 'finishing.income.chooseProvider',
    defaultMessage: 'Choose your {kind, select, PAYROLL {payroll provider} other {bank}} from the list.',
  },
  signIn: {
    id: 'finishing.income.signIn',
    defaultMessage: 'Sign in with the username and password you use there. They go to our secure link partner only.',
  },
  weRead: {
    id: 'finishing.income.weRead',
    defaultMessage: 'We read your income and tell you what comes next, usually within a minute.',
  },
  chooseAnotherWay: { id: 'finishing.income.chooseAnotherWay', defaultMessage: 'Choose another way' },

  // The OAuth return
  accountLinked: { id: 'finishing.income.accountLinked', defaultMessage: 'Your account is linked' },
  goToDashboard: { id: 'finishing.income.goToDashboard', defaultMessage: 'Go to your dashboard' },
  notRemembered: {
    id: 'finishing.income.notRemembered',
    defaultMessage: 'We could not tell which application this was for',
  },
  notRememberedLead: {
    id: 'finishing.income.notRememberedLead',
    defaultMessage:
      'You came back from linking an account, but this browser tab does not remember your application. This happens when the link was opened in another tab or browser, or after a long pause.',
  },
  notRememberedNext: {
    id: 'finishing.income.notRememberedNext',
    defaultMessage:
      'Your application is saved. Open it from your dashboard to see where you are and link the account again.',
  },

  // income/upload/{type}
  loadingDocuments: { id: 'finishing.income.loadingDocuments', defaultMessage: 'Loading your documents' },
  uploadYour: { id: 'finishing.income.uploadYour', defaultMessage: 'Upload your {noun}' },
  uploadLead: {
    id: 'finishing.income.uploadLead',
    defaultMessage: '{hint}. We need {documents}: clear photos or PDFs with every page, showing your name.',
  },
  chooseFiles: { id: 'finishing.income.chooseFiles', defaultMessage: 'Choose {noun} files' },
  fileRules: {
    id: 'finishing.income.fileRules',
    defaultMessage: 'PDF, JPEG, PNG or HEIC, up to 10 MB each. You can choose several files at once.',
  },
  yourFiles: { id: 'finishing.income.yourFiles', defaultMessage: 'Your {noun} files' },
  everythingWeNeed: { id: 'finishing.income.everythingWeNeed', defaultMessage: 'Everything we need' },
  checklistCount: { id: 'finishing.income.checklistCount', defaultMessage: ': {uploaded} of {count} uploaded' },
  checklistDone: { id: 'finishing.income.checklistDone', defaultMessage: ' ✓' },
  withReviewers: {
    id: 'finishing.income.withReviewers',
    defaultMessage: 'Your documents are with our reviewers',
  },
  withReviewersText: {
    id: 'finishing.income.withReviewersText',
    defaultMessage: 'We will let you know as soon as they are reviewed, usually within one business day.',
  },
  allUploaded: {
    id: 'finishing.income.allUploaded',
    defaultMessage: 'You have uploaded everything we need. Submit them for review.',
  },
  stillNeeded: { id: 'finishing.income.stillNeeded', defaultMessage: 'Still needed: {documents}.' },
  submitting: { id: 'finishing.income.submitting', defaultMessage: 'Submitting' },
  submitDocuments: { id: 'finishing.income.submitDocuments', defaultMessage: 'Submit documents' },
  uploaded: { id: 'finishing.income.uploaded', defaultMessage: 'Uploaded' },
  removing: { id: 'finishing.income.removing', defaultMessage: 'Removing' },
  removeFile: { id: 'finishing.income.removeFile', defaultMessage: 'Remove {fileName}' },
  remove: { id: 'finishing.income.remove', defaultMessage: 'Remove' },

  // income/employer-verification
  contactingTitle: { id: 'finishing.income.contactingTitle', defaultMessage: 'We are contacting your employer' },
  askedEmployer: {
    id: 'finishing.income.askedEmployer',
    defaultMessage:
      'We have asked {employer} to confirm your job and your pay. You do not need to do anything right now.',
  },
  askedYourEmployer: {
    id: 'finishing.income.askedYourEmployer',
    defaultMessage:
      'We have asked your employer to confirm your job and your pay. You do not need to do anything right now.',
  },
  whatHappensNext: { id: 'finishing.income.whatHappensNext', defaultMessage: 'What happens next' },
  employerStep1: {
    id: 'finishing.income.employerStep1',
    defaultMessage: 'Our verification team contacts the person you named, by email first and then by phone.',
  },
  employerStep2: {
    id: 'finishing.income.employerStep2',
    defaultMessage: 'They confirm your job title, start date and pay. We ask nothing else.',
  },
  employerStep3: {
    id: 'finishing.income.employerStep3',
    defaultMessage: 'As soon as they answer, your application moves on to verifying your identity.',
  },
  employerUsually: {
    id: 'finishing.income.employerUsually',
    defaultMessage:
      'This usually takes 1 to 3 business days. It goes faster if you let your contact know to expect our request.',
  },
  employerNotYet: {
    id: 'finishing.income.employerNotYet',
    defaultMessage: 'Your employer has not answered yet. We will keep trying.',
  },
  employerLead: {
    id: 'finishing.income.employerLead',
    defaultMessage:
      'Tell us who at your employer can confirm your job and pay, usually someone in HR or payroll. {takes}',
  },
  employerName: { id: 'finishing.income.employerName', defaultMessage: 'Employer name' },
  contactName: { id: 'finishing.income.contactName', defaultMessage: 'Contact name' },
  contactNameHint: {
    id: 'finishing.income.contactNameHint',
    defaultMessage: 'Someone in HR or payroll who can confirm your income',
  },
  contactPhone: { id: 'finishing.income.contactPhone', defaultMessage: 'Contact phone' },
  contactEmail: { id: 'finishing.income.contactEmail', defaultMessage: 'Contact email' },
  seeAndNotSee: { id: 'finishing.income.seeAndNotSee', defaultMessage: '{weSee} {weDoNotSee}' },
  sending: { id: 'finishing.income.sending', defaultMessage: 'Sending' },
  askEmployer: { id: 'finishing.income.askEmployer', defaultMessage: 'Ask my employer' },
});
