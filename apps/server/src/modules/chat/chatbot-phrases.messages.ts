import { defineMessages } from '../../platform/i18n/catalogue';

/*
 * The chatbot's own sentences when it answers from a borrower's file or hands the chat to a person
 * (docs/product/chat.md §3), in the visitor's language (docs/i18n.md): Spanish beside them
 * (chatbot-phrases.messages.es.ts). Articles are the lender's content, not these.
 */
export const chatbotPhraseMessages = defineMessages({
  fromFile: { id: 'server.chat.phrase.fromFile', defaultMessage: 'From: your application' },
  signInForDate: {
    id: 'server.chat.phrase.signInForDate',
    defaultMessage: 'Sign in and ask me again to see the date expected for your own application.',
  },
  signInForConditions: {
    id: 'server.chat.phrase.signInForConditions',
    defaultMessage: 'Sign in and ask me again to see what we still need from you.',
  },
  signInForStatus: {
    id: 'server.chat.phrase.signInForStatus',
    defaultMessage: 'Sign in and ask me again to see where your own application stands.',
  },
  signInForOffer: {
    id: 'server.chat.phrase.signInForOffer',
    defaultMessage: 'Sign in and ask me again to see the figures of the offer you chose.',
  },
  fundingExpected: {
    id: 'server.chat.phrase.fundingExpected',
    defaultMessage: 'Your funds are expected by {date}, as the progress panel of your application shows.',
  },
  fundingNext: { id: 'server.chat.phrase.fundingNext', defaultMessage: 'Next: {step}, expected {date}.' },
  fundingSent: { id: 'server.chat.phrase.fundingSent', defaultMessage: 'Your funds were sent on {date}.' },
  fundingClosed: {
    id: 'server.chat.phrase.fundingClosed',
    defaultMessage: 'Your application is closed, so no funding is expected.',
  },
  signerNoFunding: {
    id: 'server.chat.phrase.signerNoFunding',
    defaultMessage: 'The expected funding date is for the borrower to see.',
  },
  conditionsOpen: {
    id: 'server.chat.phrase.conditionsOpen',
    defaultMessage: 'We still need {count} thing(s) from you:',
  },
  conditionRejected: {
    id: 'server.chat.phrase.conditionRejected',
    defaultMessage: '(sent before, and not accepted: {reason})',
  },
  conditionNoComment: { id: 'server.chat.phrase.conditionNoComment', defaultMessage: 'a request in your application' },
  conditionsAnswerThere: {
    id: 'server.chat.phrase.conditionsAnswerThere',
    defaultMessage: 'Answer each one under Conditions in your application.',
  },
  conditionsInReview: {
    id: 'server.chat.phrase.conditionsInReview',
    defaultMessage: 'We are reviewing {count} answer(s) you sent.',
  },
  conditionsNone: {
    id: 'server.chat.phrase.conditionsNone',
    defaultMessage: 'We don’t need anything from you right now: there is no open request on your application.',
  },
  stageAt: {
    id: 'server.chat.phrase.stageAt',
    defaultMessage: 'Your application is at step {step} of {steps}: {name}.',
  },
  stageDone: { id: 'server.chat.phrase.stageDone', defaultMessage: 'Your application is finished: {name}.' },
  stageClosed: { id: 'server.chat.phrase.stageClosed', defaultMessage: 'Your application is closed.' },
  stageSigned: {
    id: 'server.chat.phrase.stageSigned',
    defaultMessage: 'your documents are signed and notarized; the right to cancel runs, then your funds are sent',
  },
  stageFunded: {
    id: 'server.chat.phrase.stageFunded',
    defaultMessage: 'your line is funded and open; you can draw from it on your dashboard',
  },
  waitingOnUs: {
    id: 'server.chat.phrase.waitingOnUs',
    defaultMessage: 'We are working on it now; this usually takes {wait}.',
  },
  waitingOnYou: {
    id: 'server.chat.phrase.waitingOnYou',
    defaultMessage: 'It is waiting for you: open your application to continue.',
  },
  waitUnderAMinute: { id: 'server.chat.phrase.waitUnderAMinute', defaultMessage: 'less than a minute' },
  waitMinutes: { id: 'server.chat.phrase.waitMinutes', defaultMessage: 'a few minutes' },
  waitUnderADay: { id: 'server.chat.phrase.waitUnderADay', defaultMessage: 'less than a business day' },
  waitDays: { id: 'server.chat.phrase.waitDays', defaultMessage: 'up to {days} business day(s)' },
  offerNone: {
    id: 'server.chat.phrase.offerNone',
    defaultMessage: 'You have not chosen an offer yet: your offers are on the Select Offer screen.',
  },
  offerFigures: {
    id: 'server.chat.phrase.offerFigures',
    defaultMessage:
      'Your offer: a line of {line}, a first draw of {draw}, a {type} rate of {rate} over {term} years, {payment} a month.',
  },
  signerNoOffer: {
    id: 'server.chat.phrase.signerNoOffer',
    defaultMessage: 'The offer and its figures are for the borrower to see.',
  },
  handoffAway: {
    id: 'server.chat.phrase.handoffAway',
    defaultMessage:
      'Our team is away right now. Leave your number and we’ll call you back during business hours; what you asked here goes with it.',
  },
  handoffBusy: {
    id: 'server.chat.phrase.handoffBusy',
    defaultMessage:
      'No agent can take a chat right now. Leave your number and we’ll call you back today, within our hours; what you asked here goes with it.',
  },
  handoffOffer: {
    id: 'server.chat.phrase.handoffOffer',
    defaultMessage:
      'Of course. Choose “Chat with a person” and the next available agent joins, with what you asked so far.',
  },
  fixed: { id: 'server.chat.phrase.fixed', defaultMessage: 'fixed' },
  variable: { id: 'server.chat.phrase.variable', defaultMessage: 'variable' },
});
