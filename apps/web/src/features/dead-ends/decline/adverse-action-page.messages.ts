import { defineMessages } from '../../../lib/i18n/define-messages';

/** The adverse action notice screens (error/decline, error/credit, error/income) in the person's language. */
export const adverseActionMessages = defineMessages({
  loading: { id: 'deadEnds.decline.loading', defaultMessage: 'Loading your notice' },
  noNotice: {
    id: 'deadEnds.decline.noNotice',
    defaultMessage:
      'We are unable to offer you a home equity line of credit at this time. Your notice explaining why is being prepared and will also be mailed to you within 30 days.',
  },
  lead: {
    id: 'deadEnds.decline.lead',
    defaultMessage:
      'Thank you for applying for a home equity line of credit with {lender}. After careful review we are unable to approve your application. This page is your notice of the action we took and the reasons for it; keep a copy for your records.',
  },
  dateOfNotice: { id: 'deadEnds.decline.dateOfNotice', defaultMessage: 'Date of notice' },
  applicant: { id: 'deadEnds.decline.applicant', defaultMessage: 'Applicant' },
  property: { id: 'deadEnds.decline.property', defaultMessage: 'Property' },
  actionTaken: { id: 'deadEnds.decline.actionTaken', defaultMessage: 'Action taken' },
  declined: { id: 'deadEnds.decline.declined', defaultMessage: 'Application declined' },
  download: { id: 'deadEnds.decline.download', defaultMessage: 'Download your notice (PDF)' },
  preparingPdf: { id: 'deadEnds.decline.preparingPdf', defaultMessage: 'Preparing the PDF' },
  dashboard: { id: 'deadEnds.decline.dashboard', defaultMessage: 'Go to dashboard' },
  pdfError: {
    id: 'deadEnds.decline.pdfError',
    defaultMessage: 'We could not load the PDF of your notice. Please try again later.',
  },
  reasonsTitle: { id: 'deadEnds.decline.reasonsTitle', defaultMessage: 'Why we could not approve your application' },
  reasonsLead: { id: 'deadEnds.decline.reasonsLead', defaultMessage: 'The principal reasons for our decision are:' },
  scoreTitle: { id: 'deadEnds.decline.scoreTitle', defaultMessage: 'Your credit score' },
  score: { id: 'deadEnds.decline.score', defaultMessage: 'Your credit score' },
  date: { id: 'deadEnds.decline.date', defaultMessage: 'Date' },
  range: { id: 'deadEnds.decline.range', defaultMessage: 'Scores range' },
  rangeValue: { id: 'deadEnds.decline.rangeValue', defaultMessage: 'from a low of {min} to a high of {max}' },
  model: { id: 'deadEnds.decline.model', defaultMessage: 'Score model' },
  keyFactors: {
    id: 'deadEnds.decline.keyFactors',
    defaultMessage: 'Key factors that adversely affected your credit score',
  },
  reportRight: { id: 'deadEnds.decline.reportRight', defaultMessage: 'Your right to your credit report' },
  tollFree: { id: 'deadEnds.decline.tollFree', defaultMessage: 'Toll-free: <tel>{phone}</tel>' },
  ecoaTitle: { id: 'deadEnds.decline.ecoaTitle', defaultMessage: 'Notice: the Equal Credit Opportunity Act' },
  ecoa: { id: 'deadEnds.decline.ecoa', defaultMessage: '{notice} {agency}' },
  questionsTitle: { id: 'deadEnds.decline.questionsTitle', defaultMessage: 'Questions about this decision' },
  nmls: { id: 'deadEnds.decline.nmls', defaultMessage: 'NMLS ID {nmls}' },
});
