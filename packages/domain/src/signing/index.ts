import { message, labelMessages } from '../i18n/message';
/*
 * The closing package and its e-signing: which documents the package holds, who signs which, and the texts
 * of the signing screens the spec does not give (docs/decisions.md "Closing package and e-signing").
 */

/** The documents of the closing package, in the order they are read and signed. */
export const CLOSING_DOCUMENT_KEYS = [
  'HELOC_DISCLOSURES',
  'ACCOUNT_OPENING',
  'LINE_AGREEMENT',
  'SECURITY_INSTRUMENT',
  'RIGHT_TO_CANCEL',
] as const;
export type ClosingDocumentKey = (typeof CLOSING_DOCUMENT_KEYS)[number];

/**
 * Who signs: the primary applicant (the borrower) signs every document; every other participant of the application
 * (a co-owner on title, a spouse where the state requires one: the additional signers) signs the security instrument
 * and acknowledges the notice of the right to cancel, as owners of the home.
 */
export type SignerRole = 'BORROWER' | 'OWNER';

/** The application participant's role ('PRIMARY' or another) as a signer. */
export const signerRoleOf = (participantRole: string): SignerRole =>
  participantRole === 'PRIMARY' ? 'BORROWER' : 'OWNER';

export interface SignaturePlace {
  /** Unique within the document. */
  key: string;
  /** What the signer reads next to the signature (and the signing field's accessible name). */
  label: string;
}

/** The places each role signs in each document ([] when that role does not sign it). */
export const SIGNATURE_PLACES: Record<ClosingDocumentKey, Record<SignerRole, readonly SignaturePlace[]>> = {
  HELOC_DISCLOSURES: {
    BORROWER: [
      {
        key: 'RECEIPT',
        label: "I received the home equity disclosures and the 'When your home is on the line' brochure",
      },
    ],
    OWNER: [],
  },
  ACCOUNT_OPENING: {
    BORROWER: [{ key: 'RECEIPT', label: 'I received the account-opening disclosure' }],
    OWNER: [],
  },
  LINE_AGREEMENT: {
    BORROWER: [{ key: 'BORROWER', label: 'Borrower signature on the home equity line of credit agreement' }],
    OWNER: [],
  },
  SECURITY_INSTRUMENT: {
    BORROWER: [{ key: 'BORROWER', label: 'Borrower signature on the security instrument' }],
    OWNER: [{ key: 'OWNER', label: 'Owner signature on the security instrument' }],
  },
  RIGHT_TO_CANCEL: {
    BORROWER: [{ key: 'RECEIPT', label: 'I received two copies of the notice of my right to cancel' }],
    OWNER: [{ key: 'RECEIPT', label: 'I received two copies of the notice of my right to cancel' }],
  },
};

/** The security instrument is a mortgage in these states and a deed of trust elsewhere (state practice). */
export const MORTGAGE_STATES = [
  'CT',
  'DE',
  'FL',
  'HI',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MA',
  'MI',
  'MN',
  'NH',
  'NJ',
  'NY',
  'ND',
  'OH',
  'OK',
  'PA',
  'RI',
  'SC',
  'SD',
  'VT',
  'WI',
] as const;

export const securityInstrumentName = (state: string): 'Mortgage' | 'Deed of Trust' =>
  (MORTGAGE_STATES as readonly string[]).includes(state.trim().toUpperCase()) ? 'Mortgage' : 'Deed of Trust';

/** The title of each document (the security instrument's depends on the property's state). */
export const closingDocumentTitle = (key: ClosingDocumentKey, state: string): string =>
  ({
    HELOC_DISCLOSURES: 'Home equity line of credit disclosures',
    ACCOUNT_OPENING: 'Account-opening disclosure',
    LINE_AGREEMENT: 'Home equity line of credit agreement and note',
    SECURITY_INSTRUMENT: securityInstrumentName(state),
    RIGHT_TO_CANCEL: 'Notice of right to cancel',
  })[key];

/** Regulation Z §1026.15: the right to cancel applies to a line secured by the consumer's principal dwelling. */
export const hasRightToCancel = (occupancyType: string | null | undefined): boolean =>
  (occupancyType ?? 'HOME') === 'HOME';

/** Version of the consent to sign electronically (changing the text below changes the version). */
export const SIGNING_CONSENT_VERSION = '2026-11';

export const SIGNING_CONSENT_TEXT = message(
  'domain.signing.consent',
  'I agree to sign these closing documents electronically. My electronic signature has the same effect as my ' +
    'handwritten signature, and I can download a signed copy of every document.',
);

/** docs/product/application-area.md §2.4: the alert explaining why location is needed for e-signing (the wording is ours). */
export const SIGNING_LOCATION_ALERT = labelMessages('domain.signing.locationAlert', {
  title: 'Why we ask for your location',
  body:
    'When you sign electronically, we record where you signed along with the time and your device, as part of the ' +
    "signature's audit trail. Your browser will ask to share your location. If you decline, you can still sign; " +
    'we record your internet address instead.',
});

/** The longest typed signature and the largest drawn one (a PNG data URL). */
export const TYPED_SIGNATURE_MAX = 100;
export const DRAWN_SIGNATURE_MAX_CHARS = 200_000;

/** Messages of the signing calls (ours). */
export const SIGNING_MESSAGES = labelMessages('domain.signing', {
  notReady: 'Your closing documents are still being prepared.',
  consentFirst: 'Please agree to sign electronically first.',
  readFirst: 'Please read the document to the end before signing it.',
  documentChanged: 'This document has changed since you opened it. Please open it again.',
  notYourPlace: 'This signature is not yours to give.',
  unsignedPlaces: 'Please sign every document before you finish.',
  notSigning: 'Your documents cannot be signed at this stage.',
});
