import { defineMessages } from '../../lib/i18n/define-messages';

/**
 * The lender's conditions and their answers (docs/product/application-area.md §4.1), in English, as both the applicant's
 * and a signer's screens say them; Spanish beside it. What each area says its own way is in its feature's catalogue.
 */
export const conditionsMessages = defineMessages({
  // What the lender asks, per action (conditions-copy.ts).
  bankStatementTitle: { id: 'conditions.action.bankStatement.title', defaultMessage: 'Upload a bank statement' },
  bankStatementWhy: {
    id: 'conditions.action.bankStatement.why',
    defaultMessage: 'We need to confirm the bank account you gave us belongs to you.',
  },
  bankStatementButton: { id: 'conditions.action.bankStatement.button', defaultMessage: 'Upload bank statement' },
  bankLetterTitle: { id: 'conditions.action.bankLetter.title', defaultMessage: 'Upload a bank letter' },
  bankLetterWhy: {
    id: 'conditions.action.bankLetter.why',
    defaultMessage: 'A letter from your bank on its letterhead confirms the account is yours.',
  },
  bankLetterButton: { id: 'conditions.action.bankLetter.button', defaultMessage: 'Upload bank letter' },
  reverifyIdTitle: { id: 'conditions.action.reverifyId.title', defaultMessage: 'Verify your ID again' },
  reverifyIdWhy: {
    id: 'conditions.action.reverifyId.why',
    defaultMessage: 'We could not verify your government ID. A new, clear photo usually fixes it.',
  },
  reverifyIdButton: { id: 'conditions.action.reverifyId.button', defaultMessage: 'Send a new ID photo' },
  phoneTitle: { id: 'conditions.action.phone.title', defaultMessage: 'Add your mobile phone number' },
  phoneWhy: {
    id: 'conditions.action.phone.why',
    defaultMessage: 'We need a phone number to reach you about your application and your closing.',
  },
  phoneButton: { id: 'conditions.action.phone.button', defaultMessage: 'Add phone number' },
  trustTitle: { id: 'conditions.action.trust.title', defaultMessage: 'Upload your certificate of trust' },
  trustWhy: {
    id: 'conditions.action.trust.why',
    defaultMessage: 'Your home is held in a trust; the certificate shows who may borrow against it.',
  },
  trustButton: { id: 'conditions.action.trust.button', defaultMessage: 'Upload certificate of trust' },
  propertyTitle: {
    id: 'conditions.action.property.title',
    defaultMessage: 'Upload your mortgage, deed of trust or deed',
  },
  propertyWhy: {
    id: 'conditions.action.property.why',
    defaultMessage: "We need the property's legal description, which is printed on these documents.",
  },
  propertyButton: { id: 'conditions.action.property.button', defaultMessage: 'Upload property document' },
  reuploadIdTitle: { id: 'conditions.action.reuploadId.title', defaultMessage: 'Upload your ID again' },
  reuploadIdWhy: {
    id: 'conditions.action.reuploadId.why',
    defaultMessage: 'Our identity team needs a new photo of your government ID to finish their review.',
  },
  reuploadIdButton: { id: 'conditions.action.reuploadId.button', defaultMessage: 'Upload your ID' },
  ownershipTitle: { id: 'conditions.action.ownership.title', defaultMessage: 'Upload a deed or transfer document' },
  ownershipWhy: {
    id: 'conditions.action.ownership.why',
    defaultMessage: 'We need to confirm how you own the property.',
  },
  ownershipButton: { id: 'conditions.action.ownership.button', defaultMessage: 'Upload ownership document' },
  paystubsTitle: { id: 'conditions.action.paystubs.title', defaultMessage: 'Upload your paystubs' },
  paystubsWhy: {
    id: 'conditions.action.paystubs.why',
    defaultMessage: 'Your recent paystubs let us finish verifying your income.',
  },
  paystubsButton: { id: 'conditions.action.paystubs.button', defaultMessage: 'Upload paystubs' },
  cancellationTitle: {
    id: 'conditions.action.cancellation.title',
    defaultMessage: 'Upload proof you cancelled another application',
  },
  cancellationWhy: {
    id: 'conditions.action.cancellation.why',
    defaultMessage: 'Your credit report shows another recent credit application; show us it was cancelled.',
  },
  cancellationButton: { id: 'conditions.action.cancellation.button', defaultMessage: 'Upload proof of cancellation' },
  genericTitle: { id: 'conditions.action.generic.title', defaultMessage: 'Upload the requested document' },
  genericWhy: {
    id: 'conditions.action.generic.why',
    defaultMessage: 'Your lender needs one more document to continue.',
  },
  genericButton: { id: 'conditions.action.generic.button', defaultMessage: 'Upload document' },
  buttonAgain: { id: 'conditions.action.again', defaultMessage: '{button} again' },

  // Document names in the "We need" line.
  docDisclosures: { id: 'conditions.document.disclosures', defaultMessage: 'disclosures' },
  docIdFront: { id: 'conditions.document.idFront', defaultMessage: 'front of your ID' },
  docIdBack: { id: 'conditions.document.idBack', defaultMessage: 'back of your ID' },
  docBankStatement: { id: 'conditions.document.bankStatement', defaultMessage: 'bank statement' },
  docBankLetter: { id: 'conditions.document.bankLetter', defaultMessage: 'bank letter' },
  docPaystub: { id: 'conditions.document.paystub', defaultMessage: 'paystub' },
  docHazard: { id: 'conditions.document.hazard', defaultMessage: 'proof of home insurance' },
  docFlood: { id: 'conditions.document.flood', defaultMessage: 'proof of flood insurance' },
  docTrust: { id: 'conditions.document.trust', defaultMessage: 'certificate of trust' },
  docMortgage: { id: 'conditions.document.mortgage', defaultMessage: 'mortgage' },
  docDeedOfTrust: { id: 'conditions.document.deedOfTrust', defaultMessage: 'deed of trust' },
  docDeed: { id: 'conditions.document.deed', defaultMessage: 'deed' },
  docTransfer: { id: 'conditions.document.transfer', defaultMessage: 'transfer document' },
  docCancellation: { id: 'conditions.document.cancellation', defaultMessage: 'proof of cancellation' },
  docOther: { id: 'conditions.document.other', defaultMessage: 'document' },
  requestedFiles: { id: 'conditions.requested.files', defaultMessage: '{count, plural, one {# file} other {# files}}' },
  requestedWithNames: { id: 'conditions.requested.withNames', defaultMessage: '{files} ({names})' },
  namesSeparator: { id: 'conditions.requested.separator', defaultMessage: ', ' },

  // The list.
  openRequests: { id: 'conditions.list.open', defaultMessage: 'Open requests' },
  accepted: { id: 'conditions.list.accepted', defaultMessage: 'Accepted' },
  acceptedRequests: { id: 'conditions.list.acceptedRequests', defaultMessage: 'Accepted requests' },
  weNeed: { id: 'conditions.card.weNeed', defaultMessage: 'We need: {requested}' },
  requestedOn: { id: 'conditions.card.requestedOn', defaultMessage: 'Requested {date}' },
  answerNotAccepted: { id: 'conditions.answerNotAccepted', defaultMessage: 'Your last answer was not accepted' },
  reviewing: {
    id: 'conditions.card.reviewing',
    defaultMessage: 'We have your answer and are reviewing it. There is nothing more to do for now.',
  },

  // After an answer.
  outcomeAccepted: { id: 'conditions.outcome.accepted', defaultMessage: 'Accepted' },
  outcomeAcceptedBody: {
    id: 'conditions.outcome.acceptedBody',
    defaultMessage: 'Your lender accepted your answer. This request is cleared.',
  },
  outcomeInReview: { id: 'conditions.outcome.inReview', defaultMessage: 'In review' },
  outcomeInReviewBody: {
    id: 'conditions.outcome.inReviewBody',
    defaultMessage:
      'We have your answer and our team is reviewing it, usually within one business day. We will let you know if anything else is needed; you can leave this page.',
  },

  // Answer screens.
  loadingRequest: { id: 'conditions.answer.loading', defaultMessage: 'Loading the request' },
  uploadWeNeed: {
    id: 'conditions.upload.weNeed',
    defaultMessage:
      'We need: {requested}. Clear photos or PDFs of every page, showing your name, so our team can read them the first time.',
  },
  uploadNotAccepted: { id: 'conditions.upload.notAccepted', defaultMessage: 'Your last upload was not accepted' },
  chooseFiles: { id: 'conditions.upload.choose', defaultMessage: 'Choose files' },
  chooseHint: {
    id: 'conditions.upload.chooseHint',
    defaultMessage: 'PDF, JPEG, PNG or HEIC, up to 10 MB each. You can choose several files at once.',
  },
  yourFiles: { id: 'conditions.upload.yourFiles', defaultMessage: 'Your files' },
  uploaded: { id: 'conditions.upload.uploaded', defaultMessage: 'Uploaded' },
  removing: { id: 'conditions.upload.removing', defaultMessage: 'Removing' },
  removeFile: { id: 'conditions.upload.removeFile', defaultMessage: 'Remove {name}' },
  remove: { id: 'conditions.upload.remove', defaultMessage: 'Remove' },
  everythingUploaded: {
    id: 'conditions.upload.everything',
    defaultMessage: 'You have uploaded everything we asked for. Submit it for review.',
  },
  stillNeeded: {
    id: 'conditions.upload.stillNeeded',
    defaultMessage: 'Still needed: {count, plural, one {# file} other {# files}}.',
  },
  submitting: { id: 'conditions.upload.submitting', defaultMessage: 'Submitting' },
  submit: { id: 'conditions.upload.submit', defaultMessage: 'Submit for review' },
  filesSent: { id: 'conditions.upload.filesSent', defaultMessage: 'Files you sent' },
  photoNotAccepted: { id: 'conditions.identity.notAccepted', defaultMessage: 'Your last photo was not accepted' },
  sameId: {
    id: 'conditions.identity.sameId',
    defaultMessage:
      'Use the same ID as before if you still have it. Lay it flat in good light, without glare, with every corner in the photo.',
  },
  mobilePhone: { id: 'conditions.phone.label', defaultMessage: 'Mobile phone' },
  mobileHint: { id: 'conditions.phone.hint', defaultMessage: 'A US number; we use it only about your application.' },
  saving: { id: 'conditions.phone.saving', defaultMessage: 'Saving' },
  savePhone: { id: 'conditions.phone.save', defaultMessage: 'Save phone number' },
});
