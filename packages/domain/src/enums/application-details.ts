import type { OccupancyType, RegistrationEmploymentType } from './person';
import type { OfferType, PaymentMethod, PayoffPreference } from './loan';
import { message, labelMessages } from '../i18n/message';

// "Provide More Info": the words start/app-summary and the generated application summary PDF share, so the
// screen and the document say the same thing. Labels are ours (the spec gives codes only).

export const OCCUPANCY_TYPE_LABELS = labelMessages<OccupancyType>('domain.applicationDetails.occupancyType', {
  HOME: 'Primary residence',
  SECONDARY: 'Second home',
  INVESTMENT: 'Investment property',
});

export const EMPLOYMENT_TYPE_LABELS = labelMessages<RegistrationEmploymentType>(
  'domain.applicationDetails.employmentType',
  {
    FULL_TIME: 'Full time',
    PART_TIME: 'Part time',
    SELF_EMPLOYED: 'Self-employed',
    RETIRED: 'Retired',
    UNEMPLOYED: 'Unemployed',
    ALIMONY: 'Alimony',
    CHILD_SUPPORT: 'Child support',
    SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
    PUBLIC_ASSISTANCE_PROGRAM: 'Public assistance program',
  },
);

export const OFFER_TYPE_LABELS = labelMessages<OfferType>('domain.applicationDetails.offerType', {
  FIXED: 'Fixed rate',
  VARIABLE: 'Variable rate',
  UNKNOWN: 'Rate type not set',
});

export const PAYOFF_PREFERENCE_LABELS = labelMessages<PayoffPreference>('domain.applicationDetails.payoffPreference', {
  PRESERVE: 'Keep existing liens in place',
  DEDUCT: 'Pay off marked liens from the line, then draw cash',
  MAXIMIZE: 'Pay off marked liens and draw the rest of the line as cash',
});

export const PAYMENT_METHOD_LABELS = labelMessages<PaymentMethod>('domain.applicationDetails.paymentMethod', {
  AUTOPAY: 'Automatic payments',
  MANUAL: 'Manual payments',
});

/**
 * Why start/contact asks for a marital status: in community-property states (AZ, CA, ID, LA, NV, NM, TX, WA, WI) and
 * in states with homestead protection, a spouse may have rights in the home and may need to sign the closing
 * documents even when not on the loan.
 */
export const MARITAL_STATUS_WHY = message(
  'domain.applicationDetails.maritalStatusWhy',
  'We ask because in community-property states, and in states that protect a homestead, a spouse may have rights in ' +
    'the home even if they are not on the loan. If so, your spouse may need to sign some closing documents with you.',
);

/** Whether the HMDA answers were given or declined, for the summary (the answers themselves are not repeated). */
export const HMDA_ANSWERED_LABEL = message('domain.applicationDetails.hmdaAnswered', 'Answered');
export const HMDA_NOT_ANSWERED_LABEL = message('domain.applicationDetails.hmdaNotAnswered', 'Not answered yet');

export interface EsignDisclosureParties {
  /** The lender's name, e.g. 'Summit Home Lending'. */
  companyName: string;
  supportEmail: string;
  supportPhone: string;
}

/**
 * The consent to electronic records and disclosures (E-SIGN Act, 15 U.S.C. 7001(c)) that start/app-summary shows
 * before any disclosure. Its version is ESIGN_CONSENT_VERSION (validation/application-steps.ts): change that version
 * whenever these words change, so each submission records the text the applicant agreed to.
 * 7001(c)(1)(B): the right to paper, the right to withdraw and its consequences, the scope, how to withdraw and update
 * contact details, how to get a paper copy and its cost; (C)(i): the hardware and software needed.
 * These English words are the consent that governs; a Spanish reader is shown its translation
 * (i18n/esign-disclosure.ts spanishEsignDisclosure, changed with it) with ESIGN_TRANSLATION_NOTE_TEXT and these words
 * beside it (docs/decisions.md "Languages").
 */
export const esignDisclosure = ({ companyName, supportEmail, supportPhone }: EsignDisclosureParties) => ({
  title: 'Consent to electronic records and disclosures',
  sections: [
    {
      heading: 'What you agree to',
      text:
        `You agree that ${companyName} may give you the disclosures, notices, the application summary, the loan ` +
        'agreement and other records of this home equity line of credit electronically, and that you may sign them ' +
        'electronically. Your consent covers this application and the line of credit that may result from it.',
    },
    {
      heading: 'Your right to paper copies',
      text:
        `You may ask for a paper copy of any record at any time, free of charge, by writing to ${supportEmail} or ` +
        `calling ${supportPhone}. Asking for a paper copy does not withdraw your consent.`,
    },
    {
      heading: 'Your right to withdraw your consent',
      text:
        `You may withdraw your consent at any time, free of charge, by writing to ${supportEmail} or calling ` +
        `${supportPhone}. We will then send further records on paper by mail, which may slow down your application. ` +
        'Withdrawing does not affect records already given to you electronically.',
    },
    {
      heading: 'Keeping your details up to date',
      text: 'Keep your email address and mailing address current on the contact step of your application or by writing to us.',
    },
    {
      heading: 'What you need',
      text:
        'A device with a current version of Chrome, Edge, Firefox or Safari, an email account, software that opens ' +
        'PDF files, and enough storage or a printer to keep copies. If these requirements change in a way that could ' +
        'keep you from opening your records, we will tell you and you may withdraw your consent without a fee.',
    },
  ],
  agreement:
    'I have read this consent, I can open PDF files on this device, and I agree to receive my records and ' +
    'disclosures electronically.',
});
export type EsignDisclosure = ReturnType<typeof esignDisclosure>;

/**
 * Said, in the reader's language, above a translation of the E-SIGN disclosure: the English version governs and is
 * shown with it (docs/i18n.md "What stays English"). An English reader is never shown it.
 */
export const ESIGN_TRANSLATION_NOTE_TEXT = message(
  'domain.applicationDetails.esignTranslationNote',
  'This is our Spanish translation of the consent. If the two versions differ, the English version, which you can ' +
    'read below, governs.',
);
