import { defineMessages } from '../../lib/i18n/define-messages';

export const notarySessionMessages = defineMessages({
  // in-person door
  doorTitle: { id: 'notarySession.door.title', defaultMessage: 'Meet a notary in person instead' },
  doorMe: {
    id: 'notarySession.door.me',
    defaultMessage:
      "Choose a time and place near your home and sign the deed there, with everyone on the title. The notary checks your ID in person. The notary's fee is {fee}, paid at the appointment.",
  },
  doorApplicant: {
    id: 'notarySession.door.applicant',
    defaultMessage:
      "The applicant then chooses a time and place near the home, and everyone on the title signs the deed there. The notary checks your ID in person. The notary's fee is {fee}, paid at the appointment.",
  },
  switching: { id: 'notarySession.door.switching', defaultMessage: 'Switching to an in-person notary' },
  book: { id: 'notarySession.door.book', defaultMessage: 'Book an in-person notary' },
  switch: { id: 'notarySession.door.switch', defaultMessage: 'Switch to an in-person notary' },
  // session
  yourNotary: {
    id: 'notarySession.yourNotary',
    defaultMessage: 'Your notary is {name} ({commission}). Step {step} of 3.',
  },
  connecting: { id: 'notarySession.connecting', defaultMessage: 'Connecting you to the notary' },
  triesLeft: { id: 'notarySession.triesLeft', defaultMessage: '{message} Tries left: {count}.' },
  identityTitle: { id: 'notarySession.identity.title', defaultMessage: 'Show your ID to the notary' },
  identityText: {
    id: 'notarySession.identity.text',
    defaultMessage: 'Hold your ID up to the camera when the notary asks. Then tell us which ID it is.',
  },
  whichId: { id: 'notarySession.identity.whichId', defaultMessage: 'Which ID are you showing?' },
  last4: { id: 'notarySession.identity.last4', defaultMessage: 'Last 4 characters of the ID number' },
  checkingId: { id: 'notarySession.identity.checking', defaultMessage: 'The notary is checking your ID' },
  checkId: { id: 'notarySession.identity.check', defaultMessage: 'Check my ID' },
  questionsTitle: { id: 'notarySession.questions.title', defaultMessage: 'Answer a few questions' },
  questionsText: {
    id: 'notarySession.questions.text',
    defaultMessage: 'They come from public records and prove that you are the person on the ID.',
  },
  checkingAnswers: { id: 'notarySession.questions.checking', defaultMessage: 'Checking your answers' },
  submitAnswers: { id: 'notarySession.questions.submit', defaultMessage: 'Submit answers' },
  sealTitle: { id: 'notarySession.seal.title', defaultMessage: 'Sign the deed before the notary' },
  sealText: {
    id: 'notarySession.seal.text',
    defaultMessage:
      'Your identity is confirmed. Sign the deed of trust (or mortgage) while the notary watches; the notary then applies the seal and you receive your notarial certificate.',
  },
  deedSigned: {
    id: 'notarySession.seal.deedSigned',
    defaultMessage: 'I signed the deed of trust in front of the notary',
  },
  sealing: { id: 'notarySession.seal.sealing', defaultMessage: 'The notary is sealing your deed' },
  askSeal: { id: 'notarySession.seal.ask', defaultMessage: 'Ask the notary to seal' },
});
