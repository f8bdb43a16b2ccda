import { defineMessages } from '../../../lib/i18n/define-messages';

// The payoff hold screen's texts (ours; docs/i18n.md).
export const payoffMessages = defineMessages({
  title: { id: 'finishing.payoff.title', defaultMessage: 'We are requesting your payoff letter' },
  whatIsHappening: { id: 'finishing.payoff.whatIsHappening', defaultMessage: 'What is happening' },
  yourLienHolder: { id: 'finishing.payoff.yourLienHolder', defaultMessage: 'your lien holder' },
  lendersAnd: { id: 'finishing.payoff.lendersAnd', defaultMessage: '{first} and {second}' },
  asked: {
    id: 'finishing.payoff.asked',
    defaultMessage:
      'We asked {lenders} for a payoff letter: the exact amount that closes the loan on the day your line of credit funds, including interest up to that day. Lien holders usually send it within 1 to 3 business days.',
  },
  loading: { id: 'finishing.payoff.loading', defaultMessage: 'Loading the loans you are paying off' },
  balance: { id: 'finishing.payoff.balance', defaultMessage: 'Balance' },
  status: { id: 'finishing.payoff.status', defaultMessage: 'Status' },
  letterRequested: { id: 'finishing.payoff.letterRequested', defaultMessage: 'Payoff letter requested' },
  letterReceived: { id: 'finishing.payoff.letterReceived', defaultMessage: 'Payoff letter received' },
  whatHappensNext: { id: 'finishing.payoff.whatHappensNext', defaultMessage: 'What happens next' },
  next: {
    id: 'finishing.payoff.next',
    defaultMessage:
      'As soon as the letter arrives you choose the account for your funds. At funding we send the payoff straight to the lien holder and take it from your draw; the lien holder then releases its lien with the county. You do not need to contact them, and you can keep making your usual payments until then.',
  },
  unchanged: {
    id: 'finishing.payoff.unchanged',
    defaultMessage: 'The payoff letter has not arrived yet. We will e-mail you when it does.',
  },
});
