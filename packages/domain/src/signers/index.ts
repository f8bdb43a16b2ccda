import type { ApplicationDocumentKind } from '../enums';
import { message, labelMessages } from '../i18n/message';

// Additional signers (co-deeders) of the closing. docs/product/registration-and-routing.md §4 routes CO_DEED_REQ to signing/additional and
// docs/product/application-area.md §2.2 gives the signer area; who must sign, the invitation and its wording are ours (docs/decisions.md).

/** Why a person must sign: a co-owner on the title report, the applicant's spouse, or someone the applicant named. */
export const SIGNER_RELATIONSHIPS = ['CO_OWNER', 'SPOUSE', 'OTHER'] as const;
export type SignerRelationship = (typeof SIGNER_RELATIONSHIPS)[number];

export const SIGNER_RELATIONSHIP_LABELS = labelMessages<SignerRelationship>('domain.signers.relationship', {
  CO_OWNER: 'Co-owner on title',
  SPOUSE: 'Spouse',
  OTHER: 'Other owner or required signer',
});

/** Where a required signer came from: the title report, the state's spouse rule, or the applicant. */
export const SIGNER_SOURCES = ['TITLE', 'STATE_RULE', 'APPLICANT'] as const;
export type SignerSource = (typeof SIGNER_SOURCES)[number];

/** Where one signer stands, in order: no email yet, invited, has a login, has signed. */
export const SIGNER_PROGRESS = ['NOT_INVITED', 'INVITED', 'JOINED', 'SIGNED'] as const;
export type SignerProgress = (typeof SIGNER_PROGRESS)[number];

export const SIGNER_PROGRESS_LABELS = labelMessages<SignerProgress>('domain.signers.progress', {
  NOT_INVITED: 'Not invited yet',
  INVITED: 'Invitation sent',
  JOINED: 'Account created, not signed yet',
  SIGNED: 'Signed',
});

/** How long an invitation link works. */
export const SIGNER_INVITATION_TTL_HOURS = 72;
/** The most additional signers one application may have (title owners included). */
export const MAX_ADDITIONAL_SIGNERS = 6;

export const SIGNER_INVITATION_INVALID_MESSAGE = message(
  'domain.signers.invitationInvalid',
  'This invitation link has expired or was already used. Ask the applicant to send you a new invitation.',
);
export const SIGNER_EMAIL_TAKEN_MESSAGE = message(
  'domain.signers.emailTaken',
  'An account with this email already exists. Log in with it, then open the invitation link again.',
);
export const SIGNER_EMAIL_MISMATCH_MESSAGE = message(
  'domain.signers.emailMismatch',
  'This invitation was sent to a different email address. Log in with the email the invitation was sent to.',
);
export const SIGNER_DUPLICATE_MESSAGE = message(
  'domain.signers.duplicate',
  'This person has already been added as a signer.',
);
export const SIGNER_OWN_EMAIL_MESSAGE = message(
  'domain.signers.ownEmail',
  'Please enter the email of the other signer, not your own.',
);
export const SIGNER_NOT_EDITABLE_MESSAGE = message(
  'domain.signers.notEditable',
  'This signer has already created an account and can no longer be changed.',
);
export const SIGNERS_CLOSED_MESSAGE = message(
  'domain.signers.closed',
  'Signers can only be added while the application is waiting for their signatures.',
);
export const TOO_MANY_SIGNERS_MESSAGE = message(
  'domain.signers.tooManySigners',
  `An application can have at most ${MAX_ADDITIONAL_SIGNERS} additional signers.`,
);

/**
 * States where a married applicant's spouse must sign the security instrument of a lien on the home even when not on
 * the title or the loan (our reading of each source; confirm with counsel before production). Community-property
 * states require both spouses to join in encumbering community real property; homestead states require the spouse's
 * joinder to encumber the homestead.
 */
export const SPOUSE_SIGNATURE_STATES: Readonly<Record<string, { basis: string; source: string }>> = {
  AZ: { basis: 'Community property', source: 'A.R.S. § 25-214(C)' },
  CA: { basis: 'Community property', source: 'Cal. Fam. Code § 1102' },
  FL: { basis: 'Homestead', source: 'Fla. Const. art. X, § 4(c)' },
  ID: { basis: 'Community property', source: 'Idaho Code § 32-912' },
  IA: { basis: 'Homestead', source: 'Iowa Code § 561.13' },
  KS: { basis: 'Homestead', source: 'Kan. Const. art. 15, § 9' },
  LA: { basis: 'Community property', source: 'La. Civ. Code art. 2347' },
  MN: { basis: 'Homestead', source: 'Minn. Stat. § 507.02' },
  NV: { basis: 'Community property', source: 'NRS 123.230(3)' },
  NM: { basis: 'Community property', source: 'NMSA § 40-3-13' },
  OK: { basis: 'Homestead', source: '16 O.S. § 4' },
  TX: { basis: 'Homestead', source: 'Tex. Const. art. XVI, § 50(a)(6)(A); Tex. Fam. Code § 5.001' },
  WA: { basis: 'Community property', source: 'RCW 26.16.030(3)' },
  WI: { basis: 'Homestead and marital property', source: 'Wis. Stat. § 706.02(1)(f)' },
};

/** True when the state's rule makes a married applicant's spouse a required signer. */
export const isSpouseSignatureRequired = (state: string | null | undefined, maritalStatus: string | null | undefined) =>
  maritalStatus === 'MARRIED' && !!state && state.toUpperCase() in SPOUSE_SIGNATURE_STATES;

/** Names on a title compare without case, punctuation or extra spaces ("SMITH, JANE" is not reordered). */
export const sameOwnerName = (a: string, b: string): boolean => {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z ]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return norm(a) === norm(b);
};

/**
 * The stored files of an application an additional signer may open: the closing documents they are asked to sign or
 * that record the closing (the package, the signed copies, the notary's papers). Everything else is the borrower's
 * own (income, ID, statements, the adverse action notice, the application summary), except what the signer uploaded.
 */
export const SIGNER_DOCUMENT_KINDS = [
  'CLOSING_DISCLOSURE',
  'SIGNED_DOCUMENT',
  'NOTARY_DISCLOSURE',
  'NOTARIAL_CERTIFICATE',
] as const satisfies readonly ApplicationDocumentKind[];

export const mayAdditionalSignerOpen = (kind: string, uploadedBySigner: boolean): boolean =>
  uploadedBySigner || (SIGNER_DOCUMENT_KINDS as readonly string[]).includes(kind);
