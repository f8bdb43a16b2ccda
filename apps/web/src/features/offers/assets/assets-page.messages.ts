import { defineMessages } from '../../../lib/i18n/define-messages';

/** product/assets: qualifying with savings and investments (docs/product/registration-and-routing.md §4). */
export const assetsMessages = defineMessages({
  loading: { id: 'offers.assets.loading', defaultMessage: 'Loading your assets' },
  title: { id: 'offers.assets.title', defaultMessage: 'Qualify with your savings and investments' },
  happeningTitle: { id: 'offers.assets.happeningTitle', defaultMessage: 'What is happening' },
  happening: {
    id: 'offers.assets.happening',
    defaultMessage:
      'Your income alone does not cover your monthly debts under our lending rules. Savings and investments can make up the difference: we count what you hold, spread over 10 years, as extra monthly income.',
  },
  needed: {
    id: 'offers.assets.needed',
    defaultMessage: 'You need at least <b>{amount}</b> in verified checking, savings or investment accounts.',
  },
  linked: { id: 'offers.assets.linked', defaultMessage: ' Your linked accounts show {amount}.' },
  addTitle: { id: 'offers.assets.addTitle', defaultMessage: 'Add your accounts' },
  link: { id: 'offers.assets.link', defaultMessage: 'Link an account' },
  linkTitle: { id: 'offers.assets.linkTitle', defaultMessage: 'Link a bank or investment account' },
  upload: { id: 'offers.assets.upload', defaultMessage: 'Or upload statements' },
  uploadHint: {
    id: 'offers.assets.uploadHint',
    defaultMessage:
      'Your two most recent monthly or quarterly statements for each account, every page: PDF, JPEG, PNG or HEIC, up to 10 MB each.',
  },
  listTitle: { id: 'offers.assets.listTitle', defaultMessage: 'Your accounts and statements' },
  account: { id: 'offers.assets.account', defaultMessage: '{name}: {account} ending {last4}' },
  statement: { id: 'offers.assets.statement', defaultMessage: 'Statement: {name}' },
  uploaded: { id: 'offers.assets.uploaded', defaultMessage: 'Uploaded' },
  file: { id: 'offers.assets.file', defaultMessage: '{name} ({size})' },
  dismissLabel: { id: 'offers.assets.dismissLabel', defaultMessage: 'Dismiss {name}' },
  dismiss: { id: 'offers.assets.dismiss', defaultMessage: 'Dismiss' },
  uploading: { id: 'offers.assets.uploading', defaultMessage: 'Uploading {name}' },
  progress: { id: 'offers.assets.progress', defaultMessage: '{value}%' },
  nextTitle: { id: 'offers.assets.nextTitle', defaultMessage: 'What happens next' },
  next: {
    id: 'offers.assets.next',
    defaultMessage:
      'When you send your accounts we verify them, usually within a minute for linked accounts and within one business day for statements. With enough assets you see your offers; if they are not enough we tell you why in writing.',
  },
  sending: { id: 'offers.assets.sending', defaultMessage: 'Sending' },
  send: { id: 'offers.assets.send', defaultMessage: 'Send for verification' },
  withdraw: { id: 'offers.assets.withdraw', defaultMessage: 'Withdraw my application' },
  consequence: {
    id: 'offers.assets.consequence',
    defaultMessage: 'Without verified assets we cannot make you an offer, so withdrawing closes your application.',
  },
});
