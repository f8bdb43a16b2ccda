import { defineMessages } from '../../../lib/i18n/define-messages';

// The liens screens' texts (ours; docs/i18n.md).
export const liensMessages = defineMessages({
  lienTitle: {
    id: 'finishing.liens.lienTitle',
    defaultMessage:
      '{position, select, 1 {First} 2 {Second} 3 {Third} 4 {Fourth} 5 {Fifth} other {Lien {position}:}} lien: {lender}',
  },
  /** docs/product/widgets-and-calculations.md §9 DEDUCT: a payoff goes to the lien holder at funding and comes out of the draw. */
  payoffExplanation: {
    id: 'finishing.liens.payoffExplanation',
    defaultMessage:
      'When your line funds we send {lender} the payoff amount in its payoff letter (about {balance}, plus interest to that day) and take it from your draw. Before that, we ask them for the letter: that usually takes 1 to 3 business days.',
  },
  proofLabel: { id: 'finishing.liens.proofLabel', defaultMessage: 'Proof that {lender} is paid off' },
  proofHint: {
    id: 'finishing.liens.proofHint',
    defaultMessage:
      'Upload the lien release (sometimes called a satisfaction or reconveyance) or a statement showing a zero balance. PDF, JPEG, PNG or HEIC, up to 10 MB.',
  },
  uploadingProof: { id: 'finishing.liens.uploadingProof', defaultMessage: 'Uploading your proof…' },
  proofReceived: { id: 'finishing.liens.proofReceived', defaultMessage: 'Proof received. Thank you.' },
  loadingLiens: { id: 'finishing.liens.loadingLiens', defaultMessage: 'Loading the loans on your home' },
  title: { id: 'finishing.liens.title', defaultMessage: 'Confirm the loans on your home' },
  noLiens: {
    id: 'finishing.liens.noLiens',
    defaultMessage: 'Our title search found no loans or liens recorded against your home. Please confirm to continue.',
  },
  someLiens: {
    id: 'finishing.liens.someLiens',
    defaultMessage:
      'Our title search found these loans recorded against your home. Tell us what should happen to each one when your line of credit opens.',
  },
  formLabel: { id: 'finishing.liens.formLabel', defaultMessage: 'Your liens' },
  balance: { id: 'finishing.liens.balance', defaultMessage: 'Balance' },
  monthlyPayment: { id: 'finishing.liens.monthlyPayment', defaultMessage: 'Monthly payment' },
  position: { id: 'finishing.liens.position', defaultMessage: 'Position' },
  positionValue: {
    id: 'finishing.liens.positionValue',
    defaultMessage: '{position, select, 1 {1st (recorded first)} 2 {2nd} 3 {3rd} other {{position}th}}',
  },
  whatShouldHappen: {
    id: 'finishing.liens.whatShouldHappen',
    defaultMessage: 'What should happen to the loan from {lender}?',
  },
  keepNote: {
    id: 'finishing.liens.keepNote',
    defaultMessage: 'You keep paying {lender} as you do today; your line of credit is recorded behind it.',
  },
  overDrawTitle: { id: 'finishing.liens.overDrawTitle', defaultMessage: 'Your draw does not cover this payoff' },
  overDraw: {
    id: 'finishing.liens.overDraw',
    defaultMessage:
      'The loans you chose to pay off come to {payoff}, more than your draw of {draw}. The payoff is taken from your draw at funding, so keep one of these loans or tell us it is already paid.',
  },
  cashLeftBefore: {
    id: 'finishing.liens.cashLeftBefore',
    defaultMessage: 'Paying off {payoff} from your draw of {draw} leaves about ',
  },
  cashLeftAfter: {
    id: 'finishing.liens.cashLeftAfter',
    defaultMessage: ' in cash for you, before interest to the payoff day.',
  },
  saving: { id: 'finishing.liens.saving', defaultMessage: 'Saving' },
  confirm: { id: 'finishing.liens.confirm', defaultMessage: 'Confirm my liens' },
});
