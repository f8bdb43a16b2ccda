import { defineMessages } from '../../lib/i18n/define-messages';

/** The accessibility statement (docs/accessibility.md), the page /accessibility. */
export const accessibilityMessages = defineMessages({
  title: { id: 'legal.accessibility.title', defaultMessage: 'Accessibility' },
  lead: {
    id: 'legal.accessibility.lead',
    defaultMessage:
      '{company} wants everyone to be able to apply for and manage a home equity line of credit online, including people who use a screen reader, a keyboard, voice control or magnification.',
  },
  standardTitle: { id: 'legal.accessibility.standardTitle', defaultMessage: 'Our standard' },
  standard: {
    id: 'legal.accessibility.standard',
    defaultMessage:
      'We build this site to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in English and in Spanish.',
  },
  testingTitle: { id: 'legal.accessibility.testingTitle', defaultMessage: 'How we test it' },
  testingAxe: {
    id: 'legal.accessibility.testingAxe',
    defaultMessage: 'Every automated journey through the site is checked with an accessibility scanner (axe).',
  },
  testingKeyboard: {
    id: 'legal.accessibility.testingKeyboard',
    defaultMessage:
      'Registration, and reading and signing the closing documents, are completed with the keyboard alone in our tests.',
  },
  testingFocus: {
    id: 'legal.accessibility.testingFocus',
    defaultMessage:
      'When you move to a new screen, focus moves to its heading, so screen reader users hear where they are.',
  },
  testingLanguages: {
    id: 'legal.accessibility.testingLanguages',
    defaultMessage:
      'Every screen is checked with longer, accented text, so texts in Spanish fit and nothing is left untranslated.',
  },
  exceptionsTitle: { id: 'legal.accessibility.exceptionsTitle', defaultMessage: 'Known limitations' },
  exceptionPdf: {
    id: 'legal.accessibility.exceptionPdf',
    defaultMessage:
      'Documents shown inside the page are images of each page, with the page’s text given to screen readers as one block. If that is hard to follow, download the document and open it in your own reader.',
  },
  exceptionClosing: {
    id: 'legal.accessibility.exceptionClosing',
    defaultMessage:
      'The closing documents with legal force (the HELOC agreement, the deed of trust, the notice of the right to cancel and the closing disclosure) are available in English only.',
  },
  contactTitle: { id: 'legal.accessibility.contactTitle', defaultMessage: 'Tell us about a barrier' },
  contact: {
    id: 'legal.accessibility.contact',
    defaultMessage:
      'If something on this site is hard for you to use, or you need a document in another format, call us at <tel>{phone}</tel> or e-mail <mail>{email}</mail>. We will help you finish what you were doing.',
  },
  contactPhoneOnly: {
    id: 'legal.accessibility.contactPhoneOnly',
    defaultMessage:
      'If something on this site is hard for you to use, or you need a document in another format, call us at <tel>{phone}</tel>. We will help you finish what you were doing.',
  },
  hours: { id: 'legal.accessibility.hours', defaultMessage: 'Support hours: {hours}' },
});
