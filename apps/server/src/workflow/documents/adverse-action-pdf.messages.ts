import { defineMessages } from '../../platform/i18n/catalogue';

/*
 * The adverse action letter's own words (docs/i18n.md), in the applicant's language; its notices, headings and
 * reasons are the domain's (underwriting/adverse-action.ts), which the screen shows too. The Spanish follows the
 * Spanish version of Reg B's sample forms.
 */
export const adverseActionPdfMessages = defineMessages({
  title: { id: 'server.adverseActionPdf.title', defaultMessage: 'Notice of action taken and statement of reasons' },
  subject: {
    id: 'server.adverseActionPdf.subject',
    defaultMessage: 'Home equity line of credit application for {property}',
  },
  footer: { id: 'server.adverseActionPdf.footer', defaultMessage: '{lender} - notice of action taken {date}' },
  yourApplication: { id: 'server.adverseActionPdf.yourApplication', defaultMessage: 'Your application' },
  applicant: { id: 'server.adverseActionPdf.applicant', defaultMessage: 'Applicant' },
  property: { id: 'server.adverseActionPdf.property', defaultMessage: 'Property' },
  creditAppliedFor: { id: 'server.adverseActionPdf.creditAppliedFor', defaultMessage: 'Credit applied for' },
  creditAppliedForValue: {
    id: 'server.adverseActionPdf.creditAppliedForValue',
    defaultMessage: 'Home equity line of credit',
  },
  actionTaken: { id: 'server.adverseActionPdf.actionTaken', defaultMessage: 'Action taken' },
  actionTakenValue: { id: 'server.adverseActionPdf.actionTakenValue', defaultMessage: 'Application declined' },
  reasonsLead: {
    id: 'server.adverseActionPdf.reasonsLead',
    defaultMessage:
      '{heading}. Thank you for applying. After careful review we are unable to approve your application for the ' +
      'following principal reasons:',
  },
  reason: { id: 'server.adverseActionPdf.reason', defaultMessage: 'Reason {number}' },
  scoreHeading: {
    id: 'server.adverseActionPdf.scoreHeading',
    defaultMessage: 'Your credit score and the consumer reporting agency',
  },
  yourScore: { id: 'server.adverseActionPdf.yourScore', defaultMessage: 'Your credit score' },
  date: { id: 'server.adverseActionPdf.date', defaultMessage: 'Date' },
  scoresRange: { id: 'server.adverseActionPdf.scoresRange', defaultMessage: 'Scores range' },
  scoresRangeValue: {
    id: 'server.adverseActionPdf.scoresRangeValue',
    defaultMessage: 'from a low of {min} to a high of {max}',
  },
  scoreModel: { id: 'server.adverseActionPdf.scoreModel', defaultMessage: 'Score model' },
  keyFactor: { id: 'server.adverseActionPdf.keyFactor', defaultMessage: 'Key factor {number}' },
  agency: { id: 'server.adverseActionPdf.agency', defaultMessage: 'Consumer reporting agency' },
  address: { id: 'server.adverseActionPdf.address', defaultMessage: 'Address' },
  tollFree: { id: 'server.adverseActionPdf.tollFree', defaultMessage: 'Toll-free phone' },
  website: { id: 'server.adverseActionPdf.website', defaultMessage: 'Website' },
  ecoaHeading: { id: 'server.adverseActionPdf.ecoaHeading', defaultMessage: 'Notice: Equal Credit Opportunity Act' },
  creditor: { id: 'server.adverseActionPdf.creditor', defaultMessage: 'Creditor' },
  name: { id: 'server.adverseActionPdf.name', defaultMessage: 'Name' },
  nmls: { id: 'server.adverseActionPdf.nmls', defaultMessage: 'NMLS ID' },
  questions: { id: 'server.adverseActionPdf.questions', defaultMessage: 'Questions' },
});
