import { defineMessages } from '../../lib/i18n/define-messages';

/**
 * What the applicant's conditions screens say their own way (docs/product/application-area.md §4.1): the list's heading
 * and lead, and the ways back and on. The texts both areas share are in shared/conditions/conditions.messages.ts.
 */
export const applicantConditionsMessages = defineMessages({
  loadingList: { id: 'conditions.list.loading', defaultMessage: 'Loading what your lender needs' },
  listTitle: { id: 'conditions.list.title', defaultMessage: 'What your lender needs' },
  listLead: {
    id: 'conditions.list.lead',
    defaultMessage:
      'Your lender reviewed your application and needs something more from you. Answer each request below; most take a couple of minutes. We review what you send, usually within one business day, and your application continues as soon as everything is accepted.',
  },
  nothingTitle: { id: 'conditions.list.nothingTitle', defaultMessage: 'Nothing more is needed' },
  nothingBody: {
    id: 'conditions.list.nothingBody',
    defaultMessage: 'Everything your lender asked for has been accepted. Your application continues.',
  },
  continueApplication: { id: 'conditions.continueApplication', defaultMessage: 'Continue with my application' },
  backToList: { id: 'conditions.outcome.backToList', defaultMessage: 'Back to what your lender needs' },
});
