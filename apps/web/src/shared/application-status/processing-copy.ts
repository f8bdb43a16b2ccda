import type { NAMED_PROCESSING_STATUSES, WAITING_FOR_STATUSES } from '@heloc/domain';

type ProcessingStatus = (typeof WAITING_FOR_STATUSES)[number] | (typeof NAMED_PROCESSING_STATUSES)[number];

/** What the processing screen says is happening, per processing status (docs/product/registration-and-routing.md §4 lists the statuses). */
export const PROCESSING_MESSAGES: Readonly<Record<ProcessingStatus, string>> = {
  WAITING_FOR_SOFT_CREDIT: 'Checking your credit (soft pull, no impact on your score)…',
  WAITING_FOR_INITIAL_OFFERS: 'Preparing your pre-qualified offers…',
  WAITING_FOR_HARD_CREDIT: 'Requesting your full credit report…',
  WAITING_FOR_REVISED_OFFERS: 'Updating your offers with what we learned…',
  WAITING_FOR_FINAL_OFFERS: 'Preparing your final offer…',
  WAITING_FOR_PROPERTY_DATA: 'Looking up your property and its estimated value…',
  WAITING_FOR_INCOME_VERIFICATION: 'Verifying your income…',
  WAITING_FOR_IDENTITY_VERIFICATION: 'Verifying your identity…',
  WAITING_FOR_TITLE: 'Checking the title of your property…',
  WAITING_FOR_LIEN_VERIFICATION: 'Verifying the liens on your property…',
  WAITING_FOR_FLOOD_CERT: 'Checking whether your property is in a flood zone…',
  WAITING_FOR_SIGNING: 'Getting your documents ready to sign…',
  WAITING_FOR_NOTARY: 'Arranging your notary session…',
  WAITING_FOR_FUNDING: 'Sending your funds…',
  WAITING_FOR_ASSET_VERIFICATION: 'Verifying your assets…',
  GEN_APP_DISCLOSURES: 'Preparing your application disclosures…',
  GEN_NOTE_SIGNING: 'Preparing your loan documents for signing…',
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: 'Preparing your credit check disclosure…',
  HARD_CREDIT_PULL: 'Requesting your full credit report (hard pull)…',
  IN_PROGRESS: 'Processing your application…',
  ONSITE_APPRAISAL_REQUEST: 'Requesting an appraisal of your property…',
  PREQUAL_TITLE: 'Checking the title of your property…',
};

export const DEFAULT_PROCESSING_MESSAGE = 'Checking the status of your application…';

export const processingMessageFor = (status: string | undefined): string =>
  PROCESSING_MESSAGES[status as ProcessingStatus] ?? DEFAULT_PROCESSING_MESSAGE;
