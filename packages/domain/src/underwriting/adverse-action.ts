import { englishOf, labelMessages, message, withValues, type Message } from '../i18n/message';

/*
 * The adverse action notice (Regulation B, 12 CFR 1002.9; FCRA §615(a) and §609(f)) of a declined application. The
 * spec names the screens (error/decline, error/credit, error/income) and not their content: the reasons, notices and
 * texts below are ours, worded after Reg B's sample form C-1 and the FCRA's required disclosures (docs/decisions.md).
 * The server's PDF and the web screen both read these, so the two say the same thing.
 */

/** Principal reasons for a decline: the statements of Reg B sample form C-1 (plus OTHER, which carries its own text). */
export const ADVERSE_ACTION_REASONS = labelMessages('domain.adverseAction.reason', {
  CREDIT_APPLICATION_INCOMPLETE: 'Credit application incomplete',
  UNABLE_TO_VERIFY_CREDIT_REFERENCES: 'Unable to verify credit references',
  UNABLE_TO_VERIFY_EMPLOYMENT: 'Unable to verify employment',
  INSUFFICIENT_INCOME: 'Income insufficient for amount of credit requested',
  EXCESSIVE_OBLIGATIONS: 'Excessive obligations in relation to income',
  UNABLE_TO_VERIFY_INCOME: 'Unable to verify income',
  UNABLE_TO_VERIFY_RESIDENCE: 'Unable to verify residence',
  NO_CREDIT_FILE: 'No credit file',
  LIMITED_CREDIT_EXPERIENCE: 'Limited credit experience',
  DELINQUENT_OBLIGATIONS: 'Delinquent past or present credit obligations with others',
  COLLECTION_OR_JUDGMENT: 'Collection action or judgment',
  FORECLOSURE_OR_REPOSSESSION: 'Foreclosure or repossession',
  BANKRUPTCY: 'Bankruptcy',
  RECENT_INQUIRIES: 'Number of recent inquiries on credit bureau report',
  REVOLVING_BALANCES: 'Proportion of balances to credit limits on revolving accounts is too high',
  INSUFFICIENT_COLLATERAL: 'Value or type of collateral not sufficient',
  UNABLE_TO_VERIFY_OWNERSHIP: 'Unable to verify your ownership of the property',
  INSUFFICIENT_ASSETS: 'Insufficient assets to support the amount of credit requested',
  OTHER: 'Other',
});
export type AdverseActionReasonCode = keyof typeof ADVERSE_ACTION_REASONS;
export const ADVERSE_ACTION_REASON_CODES = Object.keys(ADVERSE_ACTION_REASONS) as AdverseActionReasonCode[];

/** Reg B asks for the principal reasons; more than four is not meaningful (comment 9(b)(2)-1). */
export const MAX_ADVERSE_ACTION_REASONS = 4;
/** FCRA §609(f)(1)(C): at most four key factors that adversely affected the score (five with inquiries). */
export const MAX_KEY_FACTORS = 4;

/**
 * What the decision mostly rests on; picks the notice's heading and which error screen fits it:
 * CREDIT -> error/credit, INCOME -> error/income, the others -> error/decline.
 */
export const DECISION_CATEGORIES = ['CREDIT', 'INCOME', 'COLLATERAL', 'OTHER'] as const;
export type DecisionCategory = (typeof DECISION_CATEGORIES)[number];

/** The range of the credit score models the bureaus sell for lending (FICO and VantageScore 3.0 and later). */
export const CREDIT_SCORE_RANGE = { min: 300, max: 850 } as const;

/** The text of a reason as recorded: its own for OTHER (or when given), else the form's statement in English. */
export const reasonText = (reason: { code: AdverseActionReasonCode; text?: string | null }): string =>
  reason.text?.trim() || englishOf(ADVERSE_ACTION_REASONS[reason.code]);

/**
 * A recorded reason as a reader reads it: the form's statement of its code, in the reader's language, when the text
 * recorded is that statement; the lender's own words as written otherwise.
 */
export const reasonMessageOf = (reason: { code: AdverseActionReasonCode; text: string }): Message | string =>
  reason.text === englishOf(ADVERSE_ACTION_REASONS[reason.code]) ? ADVERSE_ACTION_REASONS[reason.code] : reason.text;

/** Reg B appendix A: the federal agency that administers ECOA compliance for the lender (ours: two kinds). */
export const ecoaAgencyFor = (isCreditUnion: boolean): { name: string; address: string } =>
  isCreditUnion
    ? {
        name: 'National Credit Union Administration, Office of Consumer Financial Protection',
        address: '1775 Duke Street, Alexandria, VA 22314',
      }
    : {
        name: 'Federal Trade Commission, Consumer Response Center',
        address: '600 Pennsylvania Avenue NW, Washington, DC 20580',
      };

/** Reg B 1002.9(b)(1): the ECOA notice, ending with the agency sentence (filled by the caller). */
export const ECOA_NOTICE = message(
  'domain.adverseAction.ecoaNotice',
  'The federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on ' +
    'the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the ' +
    'capacity to enter into a binding contract); because all or part of the applicant\u2019s income derives from any ' +
    'public assistance program; or because the applicant has in good faith exercised any right under the Consumer ' +
    'Credit Protection Act.',
);

export const ECOA_AGENCY_SENTENCE = message(
  'domain.adverseAction.ecoaAgency',
  'The federal agency that administers compliance with this law concerning this creditor is: {name}, {address}.',
);
export const ecoaAgencySentence = (agency: { name: string; address: string }): Message =>
  withValues(ECOA_AGENCY_SENTENCE, { name: agency.name, address: agency.address });

/** FCRA §615(a): the consumer reporting agency paragraph (its name, address and phone are shown beside it). */
export const FCRA_BUREAU_NOTICE = message(
  'domain.adverseAction.fcraBureauNotice',
  'Our credit decision was based in whole or in part on information obtained in a report from the consumer ' +
    'reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the information ' +
    'contained in your credit file at the consumer reporting agency. The reporting agency played no part in our ' +
    'decision and is unable to supply specific reasons why we have denied credit to you. You also have a right to a ' +
    'free copy of your report from the reporting agency, if you request it no later than 60 days after you receive ' +
    'this notice. In addition, if you find that any information contained in the report you receive is inaccurate or ' +
    'incomplete, you have the right to dispute the matter with the reporting agency.',
);

/** FCRA §615(a)(2), §609(f): the credit score paragraph shown above the score, its range, date and key factors. */
export const FCRA_SCORE_NOTICE = message(
  'domain.adverseAction.fcraScoreNotice',
  'We also obtained your credit score from this consumer reporting agency and used it in making our credit ' +
    'decision. Your credit score is a number that reflects the information in your credit report. Your credit score ' +
    'can change, depending on how the information in your credit report changes.',
);

/** The heading of each kind of notice (ours). */
export const ADVERSE_ACTION_HEADINGS = labelMessages<DecisionCategory>('domain.adverseAction.heading', {
  CREDIT: 'We can\u2019t approve your application based on your credit report',
  INCOME: 'We can\u2019t approve your application based on your income',
  COLLATERAL: 'We can\u2019t approve your application based on your home\u2019s value and equity',
  OTHER: 'We can\u2019t approve your application',
});
