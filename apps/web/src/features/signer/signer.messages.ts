import { defineMessages } from '../../lib/i18n/define-messages';

/** The additional signer's area (docs/product/application-area.md §2.2), in English; Spanish beside it. */
export const signerMessages = defineMessages({
  // The frame and its navigation.
  loadingSigning: { id: 'signer.frame.loading', defaultMessage: 'Loading your signing' },
  stepsNav: { id: 'signer.frame.stepsNav', defaultMessage: 'Signer steps' },
  stepIntro: { id: 'signer.step.intro', defaultMessage: 'Overview' },
  stepIdentity: { id: 'signer.step.identity', defaultMessage: 'Your name' },
  stepSign: { id: 'signer.step.sign', defaultMessage: 'Sign' },
  stepDocuments: { id: 'signer.step.documents', defaultMessage: 'Your documents' },
  stepNotary: { id: 'signer.step.notary', defaultMessage: 'Notary' },
  stepConditions: { id: 'signer.step.conditions', defaultMessage: 'Requests' },

  // Overview.
  introTitle: { id: 'signer.intro.title', defaultMessage: 'Sign the closing documents' },
  introLead: {
    id: 'signer.intro.lead',
    defaultMessage:
      'As an owner of the home, or someone with rights in it, you sign the deed of trust (or mortgage) that secures the line of credit and, for a primary home, the notice of your right to cancel. You do not become a borrower on the line.',
  },
  introSigned: {
    id: 'signer.intro.signed',
    defaultMessage: 'You have signed. Thank you. We will let the applicant know.',
  },
  introSeeSigned: { id: 'signer.intro.seeSigned', defaultMessage: 'See your signed documents' },
  introStepName: {
    id: 'signer.intro.stepName',
    defaultMessage: '<b>Confirm your name</b> exactly as it appears on your government ID.',
  },
  introStepSign: {
    id: 'signer.intro.stepSign',
    defaultMessage: '<b>Review and sign</b> each document. You can type or draw your signature.',
  },
  introStepNotary: {
    id: 'signer.intro.stepNotary',
    defaultMessage:
      '<b>Meet the notary online</b> once everyone has signed: the notary checks your ID and notarizes the deed.',
  },
  introStart: { id: 'signer.intro.start', defaultMessage: 'Get started' },
  introEveryone: { id: 'signer.intro.everyone', defaultMessage: 'Everyone who must sign' },
  introSignerUnnamed: { id: 'signer.intro.signerUnnamed', defaultMessage: 'A signer' },
  introSignerRow: { id: 'signer.intro.signerRow', defaultMessage: '{name}: {progress}' },

  // Your name.
  identityTitle: { id: 'signer.identity.title', defaultMessage: 'Confirm your name' },
  identityLead: {
    id: 'signer.identity.lead',
    defaultMessage:
      "Enter your name exactly as it appears on your driver's license, passport or state ID. It is printed under your signature, and the notary checks it against your ID.",
  },
  identitySubmit: { id: 'signer.identity.submit', defaultMessage: 'Continue to sign' },
  identityLoading: { id: 'signer.identity.loading', defaultMessage: 'Loading your name' },

  // Sign.
  signTitle: { id: 'signer.sign.title', defaultMessage: 'Review and sign' },
  signLead: {
    id: 'signer.sign.lead',
    defaultMessage:
      'Open each document and scroll to its end, then sign where your name is asked for. Documents without a place for you are there to read.',
  },

  // Documents.
  documentsLoading: { id: 'signer.documents.loading', defaultMessage: 'Loading your documents' },
  documentsTitle: { id: 'signer.documents.title', defaultMessage: 'Your documents' },
  documentsSignedTitle: { id: 'signer.documents.signedTitle', defaultMessage: 'You have signed' },
  documentsKeepCopy: {
    id: 'signer.documents.keepCopy',
    defaultMessage:
      'Keep a copy of each document for your records. Signed copies appear here as soon as they are ready.',
  },
  documentsNextNotary: { id: 'signer.documents.nextNotary', defaultMessage: 'Next: meet the notary' },
  documentsNotFinished: { id: 'signer.documents.notFinished', defaultMessage: 'You have not finished signing yet.' },
  documentsContinue: { id: 'signer.documents.continue', defaultMessage: 'Continue signing' },
  documentsToSign: { id: 'signer.documents.toSign', defaultMessage: 'Documents you sign' },
  documentsToRead: { id: 'signer.documents.toRead', defaultMessage: 'Documents to read' },
  documentSigned: { id: 'signer.documents.signed', defaultMessage: ' · Signed' },
  documentNotSigned: { id: 'signer.documents.notSigned', defaultMessage: ' · Not signed yet' },
  documentPreparing: { id: 'signer.documents.preparing', defaultMessage: ' · signed copy being prepared' },
  documentDownload: { id: 'signer.documents.download', defaultMessage: 'Download {title}' },
  documentDownloadSigned: { id: 'signer.documents.downloadSigned', defaultMessage: 'Download {title} (signed copy)' },
  documentFileSigned: { id: 'signer.documents.fileSigned', defaultMessage: '{title} (signed)' },

  // Notary.
  notaryLoading: { id: 'signer.notary.loading', defaultMessage: 'Loading your notary step' },
  notarySealed: {
    id: 'signer.notary.sealed',
    defaultMessage: "Your deed is notarised. Your notarial certificate is with the applicant's documents.",
  },
  notaryTitle: { id: 'signer.notary.title', defaultMessage: 'Meet your notary' },
  notaryIdFailed: {
    id: 'signer.notary.idFailed',
    defaultMessage:
      'The notary could not confirm your identity online. You can switch to a notary in person below, or call us and a notary specialist will help you finish.',
  },
  notaryAppointment: {
    id: 'signer.notary.appointment',
    defaultMessage: 'Your notary appointment: {when}, {place}, {street}, {city}.',
  },
  notaryWaiting: {
    id: 'signer.notary.waiting',
    defaultMessage: 'The notary step opens once every signer has signed the closing documents. We will e-mail you.',
  },
  notaryDocuments: { id: 'signer.notary.documents', defaultMessage: 'Your documents' },

  // Cancelled and error.
  cancelledTitle: { id: 'signer.cancelled.title', defaultMessage: 'This application was cancelled' },
  cancelledLead: {
    id: 'signer.cancelled.lead',
    defaultMessage:
      'The home equity line of credit you were asked to sign for has been cancelled, so there is nothing for you to sign. No documents you signed will be used.',
  },
  cancelledMistake: {
    id: 'signer.cancelled.mistake',
    defaultMessage: 'If you think this is a mistake, contact the applicant or call us at <phone>888-819-6388</phone>.',
  },
  cancelledBack: { id: 'signer.cancelled.back', defaultMessage: 'Back to log in' },
  errorTitle: { id: 'signer.error.title', defaultMessage: 'We could not find anything for you to sign' },
  errorLead: {
    id: 'signer.error.lead',
    defaultMessage:
      'This account has no application waiting for your signature. If you received an invitation by e-mail, open the link in it; if it expired, ask the applicant to send you a new one.',
  },
  errorHelp: { id: 'signer.error.help', defaultMessage: 'Need help? Call us at <phone>888-819-6388</phone>.' },
  errorOtherAccount: { id: 'signer.error.otherAccount', defaultMessage: 'Log in with another account' },

  // The invitation.
  resumeUnusableTitle: { id: 'signer.resume.unusableTitle', defaultMessage: 'This invitation cannot be used' },
  resumeUnusableLogIn: {
    id: 'signer.resume.unusableLogIn',
    defaultMessage: 'If you already created your signer account, log in to continue signing.',
  },
  resumeLogIn: { id: 'signer.resume.logIn', defaultMessage: 'Log in' },
  resumeOpening: { id: 'signer.resume.opening', defaultMessage: 'Opening your invitation' },
  resumeWelcomeNamed: { id: 'signer.resume.welcomeNamed', defaultMessage: 'Welcome, {firstName}' },
  resumeWelcome: { id: 'signer.resume.welcome', defaultMessage: 'Welcome' },
  resumeLead: {
    id: 'signer.resume.lead',
    defaultMessage:
      '{invitedBy} asked you to sign the closing documents of a home equity line of credit on a home you own or have rights in. It takes about 10 minutes: create your signer account, confirm your name, then review and sign.',
  },
  resumeAccountExists: {
    id: 'signer.resume.accountExists',
    defaultMessage:
      'You already have an account with {email}. Log in with it and we will add this signing to your account.',
  },
  resumeLogInToContinue: { id: 'signer.resume.logInToContinue', defaultMessage: 'Log in to continue' },
  resumeSentTo: { id: 'signer.resume.sentTo', defaultMessage: 'This invitation was sent to {email}.' },
  resumeContinueMine: { id: 'signer.resume.continueMine', defaultMessage: 'Continue with my account' },
  resumeLogOut: { id: 'signer.resume.logOut', defaultMessage: 'Log out and use another account' },
  resumeCreateTitle: { id: 'signer.resume.createTitle', defaultMessage: 'Create your signer account' },
  resumeEmail: { id: 'signer.resume.email', defaultMessage: 'Email' },
  resumeEmailHint: { id: 'signer.resume.emailHint', defaultMessage: 'The address your invitation was sent to.' },
  resumeMobile: { id: 'signer.resume.mobile', defaultMessage: 'Mobile phone' },
  resumePassword: { id: 'signer.resume.password', defaultMessage: 'Password' },
  resumePasswordHint: {
    id: 'signer.resume.passwordHint',
    defaultMessage: 'At least 12 characters, with upper and lower case letters, a number and one of !@#$%^&*.',
  },
  resumeConfirmPassword: { id: 'signer.resume.confirmPassword', defaultMessage: 'Confirm password' },
  resumeCreate: { id: 'signer.resume.create', defaultMessage: 'Create account and continue' },

  // Requests from the lender.
  conditionsLoading: { id: 'signer.conditions.loading', defaultMessage: 'Loading requests' },
  conditionsTitle: { id: 'signer.conditions.title', defaultMessage: 'Requests from the lender' },
  conditionsNone: { id: 'signer.conditions.none', defaultMessage: 'Nothing is needed from you right now.' },
  backToRequests: { id: 'signer.conditions.back', defaultMessage: 'Back to requests' },
});
