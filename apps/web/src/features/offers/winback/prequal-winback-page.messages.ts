import { defineMessages } from '../../../lib/i18n/define-messages';

/** product/prequal-winback: a smaller line still qualifies (docs/product/registration-and-routing.md §4). */
export const winbackMessages = defineMessages({
  loading: { id: 'offers.winback.loading', defaultMessage: 'Loading your new line' },
  title: { id: 'offers.winback.title', defaultMessage: 'You still qualify, for a smaller line' },
  changedTitle: { id: 'offers.winback.changedTitle', defaultMessage: 'What changed' },
  changed: {
    id: 'offers.winback.changed',
    defaultMessage:
      'The title search of your home found {found} in loans secured by it that your credit report did not show, {total} in all. Your line would be the {position, select, 1 {first} 2 {second} 3 {third} 4 {fourth} 5 {fifth} other {{position}th}} loan on your home, and together all loans may not exceed our limit on your home’s value of {value}.',
  },
  before: { id: 'offers.winback.before', defaultMessage: 'Largest line before' },
  now: { id: 'offers.winback.now', defaultMessage: 'Largest line now' },
  paidOff: {
    id: 'offers.winback.paidOff',
    defaultMessage:
      'If one of these loans is paid off or is not yours, call us before you choose: a specialist can review the title with you.',
  },
  canDoTitle: { id: 'offers.winback.canDoTitle', defaultMessage: 'What you can do now' },
  canDo: {
    id: 'offers.winback.canDo',
    defaultMessage:
      'Continue to see your offers up to {amount}, or withdraw your application. Continuing does not commit you to anything.',
  },
  preparing: { id: 'offers.winback.preparing', defaultMessage: 'Preparing your offers' },
  see: { id: 'offers.winback.see', defaultMessage: 'See my offers' },
  withdraw: { id: 'offers.winback.withdraw', defaultMessage: 'No thanks, withdraw' },
  consequence: {
    id: 'offers.winback.consequence',
    defaultMessage: 'You would leave a line of up to {amount} behind and your application would be closed.',
  },
});
