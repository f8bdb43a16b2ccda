import { defineMessages } from '../../../lib/i18n/define-messages';

export const signingMessages = defineMessages({
  // additional signers
  yourSpouse: { id: 'closing.signing.yourSpouse', defaultMessage: 'Your spouse' },
  anotherSigner: { id: 'closing.signing.anotherSigner', defaultMessage: 'Another signer' },
  loadingSigners: { id: 'closing.signing.loadingSigners', defaultMessage: 'Loading who needs to sign' },
  signersTitle: { id: 'closing.signing.signersTitle', defaultMessage: 'Other people need to sign' },
  signersLead: {
    id: 'closing.signing.signersLead',
    defaultMessage:
      'You have signed your closing documents. Before your line of credit can close, everyone who owns the home or has rights in it must sign too. We e-mail each of them a personal link to create a signer account and sign online.',
  },
  spouseMustSign: { id: 'closing.signing.spouseMustSign', defaultMessage: 'Your spouse must sign' },
  spouseRule: {
    id: 'closing.signing.spouseRule',
    defaultMessage:
      'In your state a spouse must agree to a loan secured by the home, even if they are not on the title or the loan ({rule}). Enter your spouse below so we can invite them.',
  },
  noOneListed: { id: 'closing.signing.noOneListed', defaultMessage: 'No one else is listed yet.' },
  signedCount: {
    id: 'closing.signing.signedCount',
    defaultMessage: '{signed} of {total} {total, plural, one {signer has} other {signers have}} signed.',
  },
  peopleWhoMustSign: { id: 'closing.signing.peopleWhoMustSign', defaultMessage: 'People who must sign' },
  moveOn: {
    id: 'closing.signing.moveOn',
    defaultMessage:
      'We will move your application on automatically as soon as everyone has signed. You can leave this page; we will keep your place.',
  },
  checkStatus: { id: 'closing.signing.checkStatus', defaultMessage: 'Check status' },
  namedOnTitle: { id: 'closing.signing.namedOnTitle', defaultMessage: ' (named on your title report)' },
  emailSuffix: { id: 'closing.signing.emailSuffix', defaultMessage: ' · {email}' },
  invitationSent: { id: 'closing.signing.invitationSent', defaultMessage: 'We sent an invitation to {email}.' },
  invite: { id: 'closing.signing.invite', defaultMessage: 'Invite {name}' },
  firstName: { id: 'closing.signing.firstName', defaultMessage: 'First name' },
  lastName: { id: 'closing.signing.lastName', defaultMessage: 'Last name' },
  emailOf: { id: 'closing.signing.emailOf', defaultMessage: 'Email of {name}' },
  sending: { id: 'closing.signing.sending', defaultMessage: 'Sending' },
  sendInvitation: { id: 'closing.signing.sendInvitation', defaultMessage: 'Send invitation' },
  sendNewInvitation: { id: 'closing.signing.sendNewInvitation', defaultMessage: 'Send a new invitation' },
  resend: { id: 'closing.signing.resend', defaultMessage: 'Resend or change e-mail' },
  remove: { id: 'closing.signing.remove', defaultMessage: 'Remove {name}' },
  addTitle: { id: 'closing.signing.addTitle', defaultMessage: 'Add someone else who must sign' },
  addText: {
    id: 'closing.signing.addText',
    defaultMessage:
      'Add anyone else who owns the home or must agree to the loan, such as a co-owner or your spouse. We e-mail them an invitation right away.',
  },
  email: { id: 'closing.signing.email', defaultMessage: 'Email' },
  relationship: { id: 'closing.signing.relationship', defaultMessage: 'How is this person related to the home?' },
  addAndSend: { id: 'closing.signing.addAndSend', defaultMessage: 'Add and send invitation' },
  // sign
  signTitle: { id: 'closing.signing.signTitle', defaultMessage: 'Sign your documents' },
  signLead: {
    id: 'closing.signing.signLead',
    defaultMessage:
      'Read each document to its end, then sign it where it asks. Your progress is saved as you go, so you can stop and ' +
      'come back to sign the rest, and you can download each document to keep.',
  },
  needHelp: { id: 'closing.signing.needHelp', defaultMessage: 'Need help signing?' },
  // intro
  introTitle: { id: 'closing.signing.introTitle', defaultMessage: 'Your documents are ready to sign' },
  introLead: {
    id: 'closing.signing.introLead',
    defaultMessage:
      'Your home equity line of credit is approved. Read and sign your closing documents online; it takes about 10 minutes. After you sign, you meet a notary to finish.',
  },
  loadingDocuments: { id: 'closing.signing.loadingDocuments', defaultMessage: 'Loading your documents' },
  stillPreparing: {
    id: 'closing.signing.stillPreparing',
    defaultMessage: 'Your closing documents are still being prepared.',
  },
  whatYouSign: { id: 'closing.signing.whatYouSign', defaultMessage: 'What you will sign' },
  readDisclosures: {
    id: 'closing.signing.readDisclosures',
    defaultMessage:
      'You can <link>read your disclosures</link> before you start. Each document opens here: scroll to its end, then sign where it asks.',
  },
  startSigning: { id: 'closing.signing.startSigning', defaultMessage: 'Start signing' },
  // support
  supportTitle: { id: 'closing.signing.supportTitle', defaultMessage: 'Help with signing' },
  noShowTitle: { id: 'closing.signing.noShowTitle', defaultMessage: 'A document does not show' },
  noShowText: {
    id: 'closing.signing.noShowText',
    defaultMessage:
      'Use the Download link under the document to open it in your own PDF reader, then come back to sign. Your signatures so far are saved.',
  },
  noButtonTitle: { id: 'closing.signing.noButtonTitle', defaultMessage: 'The Sign button does not appear' },
  noButtonText: {
    id: 'closing.signing.noButtonText',
    defaultMessage:
      'Each document must be read to its end first: scroll the document all the way down, or click in it and press End.',
  },
  locationTitle: { id: 'closing.signing.locationTitle', defaultMessage: 'Sharing your location' },
  locationText: {
    id: 'closing.signing.locationText',
    defaultMessage:
      "We ask where you sign for the signature's audit trail. If you declined, you can still sign: we record your internet address instead.",
  },
  drawingTitle: { id: 'closing.signing.drawingTitle', defaultMessage: 'Drawing your signature' },
  drawingText: {
    id: 'closing.signing.drawingText',
    defaultMessage: 'You can type your full name instead of drawing: a typed signature is just as valid.',
  },
  backToSigning: { id: 'closing.signing.backToSigning', defaultMessage: 'Back to signing' },
});
