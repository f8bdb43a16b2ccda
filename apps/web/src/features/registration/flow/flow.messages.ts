import { defineMessages } from '../../../lib/i18n/define-messages';

export const flowMessages = defineMessages({
  loading: { id: 'registration.flow.loading', defaultMessage: 'Loading' },
  // docs/product/registration-and-routing.md §5 names a post-disaster inspection warning but not its words: ours.
  disasterZip: {
    id: 'registration.flow.disasterZip',
    defaultMessage:
      'This property is in an area affected by a recent natural disaster. A post-disaster inspection may be required before your line can be funded.',
  },
  notaryRemote: { id: 'registration.flow.notary.remote', defaultMessage: 'Sign online at closing' },
  notaryInPerson: { id: 'registration.flow.notary.inPerson', defaultMessage: 'In-person notary at closing' },
  waitlistState: {
    id: 'registration.flow.waitlistState',
    defaultMessage:
      "We're not lending in {state} yet. Continue to join our waitlist, and we'll let you know as soon as we are.",
  },
});
