import { defineMessages } from '../../../lib/i18n/define-messages';

// docs/product/registration-and-routing.md §2 modals; the titles and bodies other than the Hawaii message are ours.
export const modalsMessages = defineMessages({
  accountExistsTitle: { id: 'registration.modals.accountExists.title', defaultMessage: 'You already have an account' },
  accountExistsMessage: {
    id: 'registration.modals.accountExists.message',
    defaultMessage: 'An account with this email already exists. Log in to continue your application.',
  },
  login: { id: 'registration.modals.accountExists.login', defaultMessage: 'Login' },
  activeApplicationTitle: {
    id: 'registration.modals.activeApplication.title',
    defaultMessage: 'You already have an application',
  },
  completedWait: {
    id: 'registration.modals.activeApplication.completedWait',
    defaultMessage:
      'You recently opened a HELOC with us. A new application can be started {days} days after your last account opening.',
  },
  inquiryApplication: {
    id: 'registration.modals.activeApplication.inquiry',
    defaultMessage: 'You have an inquiry application in progress. Please contact your loan officer to continue it.',
  },
  activeApplication: {
    id: 'registration.modals.activeApplication.active',
    defaultMessage: 'You already have an application in progress. Continue where you left off.',
  },
  applyAgainFrom: {
    id: 'registration.modals.activeApplication.applyAgainFrom',
    defaultMessage: 'You can apply again from {date}.',
  },
  continue: { id: 'registration.modals.activeApplication.continue', defaultMessage: 'Continue' },
  hawaiiTitle: { id: 'registration.modals.hawaii.title', defaultMessage: 'Hawaii properties' },
  partnerLender: { id: 'registration.modals.hawaii.partnerLender', defaultMessage: 'Apply with our partner lender' },
  changeAddress: { id: 'registration.modals.changeAddress', defaultMessage: 'Change address' },
  newYorkTitle: { id: 'registration.modals.newYork.title', defaultMessage: 'New York properties' },
  toNewYorkSite: {
    id: 'registration.modals.newYork.toNySite',
    defaultMessage: 'Applications for properties located in New York are handled by our New York site.',
  },
  toOtherSite: {
    id: 'registration.modals.newYork.toOtherSite',
    defaultMessage: 'This site only handles properties located in New York. Please apply on our main site.',
  },
  goToNewYorkSite: { id: 'registration.modals.newYork.goToNySite', defaultMessage: 'Go to the New York site' },
  goToMainSite: { id: 'registration.modals.newYork.goToMainSite', defaultMessage: 'Go to the main site' },
  processingTitle: { id: 'registration.modals.processing.title', defaultMessage: 'Setting up your application' },
  // docs/product/registration-and-routing.md §2: seven rotating messages on the topics creating account, soft credit,
  // locating property, property value, eligibility, offers and quote. The wording is ours: the spec lists only the topics.
  processingAccount: { id: 'registration.modals.processing.account', defaultMessage: 'Creating your account…' },
  processingCredit: {
    id: 'registration.modals.processing.credit',
    defaultMessage: 'Checking your credit with a soft pull (this does not affect your score)…',
  },
  processingProperty: { id: 'registration.modals.processing.property', defaultMessage: 'Locating your property…' },
  processingValue: { id: 'registration.modals.processing.value', defaultMessage: 'Estimating your property value…' },
  processingEligibility: {
    id: 'registration.modals.processing.eligibility',
    defaultMessage: 'Checking your eligibility…',
  },
  processingOffers: { id: 'registration.modals.processing.offers', defaultMessage: 'Preparing your offers…' },
  processingQuote: { id: 'registration.modals.processing.quote', defaultMessage: 'Finalizing your quote…' },
});
