import { ID_TYPE_LABELS, ID_TYPES, type IdType } from '@heloc/domain';

// The identity screen's words (ours).

export const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));

export const FRONT_HINT: Record<IdType, string> = {
  DRIVERS_LICENSE: 'The side with your photo, name and date of birth.',
  PASSPORT: 'The page with your photo (the data page), with the whole page in view.',
  STATE_ID_CARD: 'The side with your photo, name and date of birth.',
  PERMANENT_RESIDENT_CARD: 'The side with your photo and USCIS number.',
};

export const BACK_HINT = 'The side with the barcode or the magnetic stripe.';

export const FILE_RULES = 'A JPEG, PNG or HEIC photo, or a PDF scan, up to 10 MB.';

export const PHOTO_TIPS = [
  'Put the ID on a dark, plain surface and fit all four corners in the picture.',
  'Use daylight or a bright room; turn off the flash to avoid glare.',
  'Hold the camera straight above the ID and keep it still so the text is sharp.',
  'Use the original, unexpired ID: no photocopies and no pictures of a screen.',
] as const;

// The USA PATRIOT Act, section 326 (31 CFR 1020.220): a lender's Customer Identification Program.
export const WHY_WE_ASK =
  'Federal law (the USA PATRIOT Act) requires every lender to verify the identity of each person who opens an ' +
  'account. We check your name, date of birth and address against a government-issued photo ID. We keep the ' +
  'photos with your application, encrypted, and never show your ID number in full.';
