import { defineMessages } from '../../platform/i18n/catalogue';

/*
 * The application summary's own words (docs/i18n.md), in the applicant's language; its labels of the borrower's
 * choices are the domain's, but for the employment types, which the summary words its own way in Spanish. `none`
 * stands for a loan number or an NMLS number not yet known.
 */
export const applicationSummaryPdfMessages = defineMessages({
  title: { id: 'server.summaryPdf.title', defaultMessage: 'Home equity line of credit: application summary' },
  subject: {
    id: 'server.summaryPdf.subject',
    defaultMessage: 'Application summary{loan, select, none {} other {, loan {loan}}}',
  },
  footer: {
    id: 'server.summaryPdf.footer',
    defaultMessage:
      '{lender}{nmls, select, none {} other {, NMLS {nmls}}}. Loan {loan, select, none {not yet numbered} other {{loan}}}.',
  },
  lead: {
    id: 'server.summaryPdf.lead',
    defaultMessage: '{lender}. Loan number {loan, select, none {not yet assigned} other {{loan}}}. Prepared {date}.',
  },
  notCommitment: {
    id: 'server.summaryPdf.notCommitment',
    defaultMessage:
      'This is your record of the information you gave us and the offer you chose. It is not a commitment to lend: ' +
      'we still verify your income, identity and the liens on your property, and the terms are final only in your ' +
      'closing documents.',
  },
  applicant: { id: 'server.summaryPdf.applicant', defaultMessage: 'Applicant' },
  name: { id: 'server.summaryPdf.name', defaultMessage: 'Name' },
  email: { id: 'server.summaryPdf.email', defaultMessage: 'Email' },
  phone: { id: 'server.summaryPdf.phone', defaultMessage: 'Phone' },
  mailingAddress: { id: 'server.summaryPdf.mailingAddress', defaultMessage: 'Mailing address' },
  sameAsProperty: { id: 'server.summaryPdf.sameAsProperty', defaultMessage: 'Same as the property' },
  maritalStatus: { id: 'server.summaryPdf.maritalStatus', defaultMessage: 'Marital status' },
  ownershipType: { id: 'server.summaryPdf.ownershipType', defaultMessage: 'How you own it' },
  notGiven: { id: 'server.summaryPdf.notGiven', defaultMessage: 'Not given' },
  property: { id: 'server.summaryPdf.property', defaultMessage: 'Property' },
  address: { id: 'server.summaryPdf.address', defaultMessage: 'Address' },
  occupancy: { id: 'server.summaryPdf.occupancy', defaultMessage: 'Occupancy' },
  income: { id: 'server.summaryPdf.income', defaultMessage: 'Income and employment (as you stated them)' },
  employment: { id: 'server.summaryPdf.employment', defaultMessage: 'Employment' },
  annualIncome: { id: 'server.summaryPdf.annualIncome', defaultMessage: 'Annual income' },
  otherAnnualIncome: { id: 'server.summaryPdf.otherAnnualIncome', defaultMessage: 'Other annual income' },
  yourOffer: { id: 'server.summaryPdf.yourOffer', defaultMessage: 'Your offer' },
  offer: { id: 'server.summaryPdf.offer', defaultMessage: 'Offer' },
  noOffer: { id: 'server.summaryPdf.noOffer', defaultMessage: 'No offer confirmed' },
  productLabel: { id: 'server.summaryPdf.productLabel', defaultMessage: 'Product' },
  product: { id: 'server.summaryPdf.product', defaultMessage: '{term}-year {type} home equity line' },
  cashDraw: { id: 'server.summaryPdf.cashDraw', defaultMessage: 'Cash draw' },
  originationFee: { id: 'server.summaryPdf.originationFee', defaultMessage: 'Origination fee' },
  ofTheDraw: { id: 'server.summaryPdf.ofTheDraw', defaultMessage: '{percent} of the draw' },
  lineAmount: { id: 'server.summaryPdf.lineAmount', defaultMessage: 'Line amount (total draw)' },
  apr: { id: 'server.summaryPdf.apr', defaultMessage: 'Annual percentage rate' },
  term: { id: 'server.summaryPdf.term', defaultMessage: 'Term' },
  termValue: { id: 'server.summaryPdf.termValue', defaultMessage: '{years} years ({payments} monthly payments)' },
  monthlyPayment: { id: 'server.summaryPdf.monthlyPayment', defaultMessage: 'Estimated monthly payment' },
  existingLiens: { id: 'server.summaryPdf.existingLiens', defaultMessage: 'Existing liens' },
  payments: { id: 'server.summaryPdf.payments', defaultMessage: 'Payments' },
  demographics: { id: 'server.summaryPdf.demographics', defaultMessage: 'Demographic information (Regulation C)' },
  ethnicity: { id: 'server.summaryPdf.ethnicity', defaultMessage: 'Ethnicity' },
  race: { id: 'server.summaryPdf.race', defaultMessage: 'Race' },
  sex: { id: 'server.summaryPdf.sex', defaultMessage: 'Sex' },
  demographicInformation: { id: 'server.summaryPdf.demographicInformation', defaultMessage: 'Demographic information' },
  esign: { id: 'server.summaryPdf.esign', defaultMessage: 'Consent to electronic records (E-SIGN Act)' },
  consentVersion: { id: 'server.summaryPdf.consentVersion', defaultMessage: 'Consent version' },
  agreedOn: { id: 'server.summaryPdf.agreedOn', defaultMessage: 'Agreed on' },
});

/** The employment types as the summary words them (the domain's English, EMPLOYMENT_TYPE_LABELS). */
export const summaryEmploymentMessages = defineMessages({
  FULL_TIME: { id: 'server.summaryPdf.employment.FULL_TIME', defaultMessage: 'Full time' },
  PART_TIME: { id: 'server.summaryPdf.employment.PART_TIME', defaultMessage: 'Part time' },
  SELF_EMPLOYED: { id: 'server.summaryPdf.employment.SELF_EMPLOYED', defaultMessage: 'Self-employed' },
  RETIRED: { id: 'server.summaryPdf.employment.RETIRED', defaultMessage: 'Retired' },
  UNEMPLOYED: { id: 'server.summaryPdf.employment.UNEMPLOYED', defaultMessage: 'Unemployed' },
  ALIMONY: { id: 'server.summaryPdf.employment.ALIMONY', defaultMessage: 'Alimony' },
  CHILD_SUPPORT: { id: 'server.summaryPdf.employment.CHILD_SUPPORT', defaultMessage: 'Child support' },
  SEPARATE_MAINTENANCE_PAYMENTS: {
    id: 'server.summaryPdf.employment.SEPARATE_MAINTENANCE_PAYMENTS',
    defaultMessage: 'Separate maintenance payments',
  },
  PUBLIC_ASSISTANCE_PROGRAM: {
    id: 'server.summaryPdf.employment.PUBLIC_ASSISTANCE_PROGRAM',
    defaultMessage: 'Public assistance program',
  },
});
