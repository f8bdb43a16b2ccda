import { defineMessages } from '../../lib/i18n/define-messages';

/** What the processing screen says is happening, per processing status (processing-copy.ts). */
export const processingCopyMessages = defineMessages({
  WAITING_FOR_SOFT_CREDIT: {
    id: 'applicationStatus.processing.softCredit',
    defaultMessage: 'Checking your credit (soft pull, no impact on your score)…',
  },
  WAITING_FOR_INITIAL_OFFERS: {
    id: 'applicationStatus.processing.initialOffers',
    defaultMessage: 'Preparing your pre-qualified offers…',
  },
  WAITING_FOR_HARD_CREDIT: {
    id: 'applicationStatus.processing.hardCredit',
    defaultMessage: 'Requesting your full credit report…',
  },
  WAITING_FOR_REVISED_OFFERS: {
    id: 'applicationStatus.processing.revisedOffers',
    defaultMessage: 'Updating your offers with what we learned…',
  },
  WAITING_FOR_FINAL_OFFERS: {
    id: 'applicationStatus.processing.finalOffers',
    defaultMessage: 'Preparing your final offer…',
  },
  WAITING_FOR_PROPERTY_DATA: {
    id: 'applicationStatus.processing.propertyData',
    defaultMessage: 'Looking up your property and its estimated value…',
  },
  WAITING_FOR_INCOME_VERIFICATION: {
    id: 'applicationStatus.processing.income',
    defaultMessage: 'Verifying your income…',
  },
  WAITING_FOR_IDENTITY_VERIFICATION: {
    id: 'applicationStatus.processing.identity',
    defaultMessage: 'Verifying your identity…',
  },
  WAITING_FOR_TITLE: {
    id: 'applicationStatus.processing.title',
    defaultMessage: 'Checking the title of your property…',
  },
  WAITING_FOR_LIEN_VERIFICATION: {
    id: 'applicationStatus.processing.liens',
    defaultMessage: 'Verifying the liens on your property…',
  },
  WAITING_FOR_FLOOD_CERT: {
    id: 'applicationStatus.processing.flood',
    defaultMessage: 'Checking whether your property is in a flood zone…',
  },
  WAITING_FOR_SIGNING: {
    id: 'applicationStatus.processing.signing',
    defaultMessage: 'Getting your documents ready to sign…',
  },
  WAITING_FOR_NOTARY: {
    id: 'applicationStatus.processing.notary',
    defaultMessage: 'Arranging your notary session…',
  },
  WAITING_FOR_FUNDING: {
    id: 'applicationStatus.processing.funding',
    defaultMessage: 'Sending your funds…',
  },
  WAITING_FOR_ASSET_VERIFICATION: {
    id: 'applicationStatus.processing.assets',
    defaultMessage: 'Verifying your assets…',
  },
  GEN_APP_DISCLOSURES: {
    id: 'applicationStatus.processing.appDisclosures',
    defaultMessage: 'Preparing your application disclosures…',
  },
  GEN_NOTE_SIGNING: {
    id: 'applicationStatus.processing.noteSigning',
    defaultMessage: 'Preparing your loan documents for signing…',
  },
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: {
    id: 'applicationStatus.processing.creditDisclosure',
    defaultMessage: 'Preparing your credit check disclosure…',
  },
  HARD_CREDIT_PULL: {
    id: 'applicationStatus.processing.hardPull',
    defaultMessage: 'Requesting your full credit report (hard pull)…',
  },
  IN_PROGRESS: {
    id: 'applicationStatus.processing.inProgress',
    defaultMessage: 'Processing your application…',
  },
  ONSITE_APPRAISAL_REQUEST: {
    id: 'applicationStatus.processing.appraisal',
    defaultMessage: 'Requesting an appraisal of your property…',
  },
  PREQUAL_TITLE: {
    id: 'applicationStatus.processing.prequalTitle',
    defaultMessage: 'Checking the title of your property…',
  },
  DEFAULT: {
    id: 'applicationStatus.processing.default',
    defaultMessage: 'Checking the status of your application…',
  },
});
