import { defineMessages } from '../../../lib/i18n/define-messages';

export const notaryMessages = defineMessages({
  // error
  errorTitle: { id: 'closing.notary.error.title', defaultMessage: 'We could not finish your notary session online' },
  errorText: {
    id: 'closing.notary.error.text',
    defaultMessage:
      'The notary could not confirm your identity after several tries. For your protection the online session is now closed. A notary specialist can verify you by phone or arrange a notary in person, and your documents stay signed in the meantime.',
  },
  reopened: {
    id: 'closing.notary.error.reopened',
    defaultMessage: 'Your online notary session is open again. You have three new tries.',
  },
  startSession: { id: 'closing.notary.startSession', defaultMessage: 'Start my eNotary session' },
  goToDashboard: { id: 'closing.notary.goToDashboard', defaultMessage: 'Go to dashboard' },
  // intro
  preparingTitle: {
    id: 'closing.notary.intro.preparingTitle',
    defaultMessage: 'We are preparing your notary disclosure',
  },
  preparingText: {
    id: 'closing.notary.intro.preparingText',
    defaultMessage: 'It says how your deed will be notarised and what it costs. This usually takes a few seconds.',
  },
  attorneyTitle: {
    id: 'closing.notary.intro.attorneyTitle',
    defaultMessage: 'A closing attorney is reviewing your file',
  },
  attorneyText: {
    id: 'closing.notary.intro.attorneyText',
    defaultMessage:
      'Your state asks a closing attorney to review the documents before you sign the deed. Reviews usually take one business day; we will e-mail you when it is done.',
  },
  canSignOn: { id: 'closing.notary.intro.canSignOn', defaultMessage: 'You can sign on {day}' },
  opensSoon: { id: 'closing.notary.intro.opensSoon', defaultMessage: 'Your signing opens soon' },
  waitingUntil: {
    id: 'closing.notary.intro.waitingUntil',
    defaultMessage:
      'Your state asks for a waiting period between your final disclosure and the signing: it ends at midnight {zone}, the time where your home is. Nothing is needed from you until then.',
  },
  waiting: {
    id: 'closing.notary.intro.waiting',
    defaultMessage:
      'Your state asks for a waiting period between your final disclosure and the signing. Nothing is needed from you until then.',
  },
  introTitle: { id: 'closing.notary.intro.title', defaultMessage: 'Sign your deed with a notary' },
  loadingStep: { id: 'closing.notary.intro.loading', defaultMessage: 'Loading your notary step' },
  meetOnline: { id: 'closing.notary.intro.meetOnline', defaultMessage: 'Meet your eNotary online' },
  inPerson: { id: 'closing.notary.intro.inPerson', defaultMessage: 'Sign your deed with a notary in person' },
  whatHappens: { id: 'closing.notary.intro.whatHappens', defaultMessage: 'What will happen' },
  remoteStep1: {
    id: 'closing.notary.intro.remote1',
    defaultMessage: 'The notary checks your government photo ID on camera.',
  },
  remoteStep2: {
    id: 'closing.notary.intro.remote2',
    defaultMessage: 'You answer a few questions from public records about you and your home, to prove who you are.',
  },
  remoteStep3: {
    id: 'closing.notary.intro.remote3',
    defaultMessage:
      'You sign the deed of trust (or mortgage) while the notary watches, and the notary applies the seal.',
  },
  personStep1: {
    id: 'closing.notary.intro.person1',
    defaultMessage: 'You choose a time and place near your home for the notary appointment.',
  },
  personStep2: {
    id: 'closing.notary.intro.person2',
    defaultMessage: 'Everyone on the title comes to the appointment and signs the deed in front of the notary.',
  },
  personStep3: {
    id: 'closing.notary.intro.person3',
    defaultMessage:
      "The notary's fee is {fee}, paid at the appointment. Your right to cancel starts after the signing.",
  },
  haveReady: { id: 'closing.notary.intro.haveReady', defaultMessage: 'What to have ready' },
  photoId: {
    id: 'closing.notary.intro.photoId',
    defaultMessage: "An unexpired government photo ID: a driver's license, state ID card or U.S. passport.",
  },
  device: {
    id: 'closing.notary.intro.device',
    defaultMessage: 'A computer or phone with a camera and microphone, in a quiet, well-lit room.',
  },
  fifteenMinutes: {
    id: 'closing.notary.intro.fifteenMinutes',
    defaultMessage: 'About 15 minutes for each person who signs.',
  },
  thirtyMinutes: { id: 'closing.notary.intro.thirtyMinutes', defaultMessage: 'About 30 minutes for the appointment.' },
  whoSigns: { id: 'closing.notary.whoSigns', defaultMessage: 'Who signs before the notary' },
  partDone: {
    id: 'closing.notary.intro.partDone',
    defaultMessage: 'Your part is done. We are waiting for the other signers to see the notary.',
  },
  bookAppointment: { id: 'closing.notary.bookAppointment', defaultMessage: 'Book your notary appointment' },
  nothingChanged: {
    id: 'closing.notary.intro.nothingChanged',
    defaultMessage: 'Nothing has changed yet. We will e-mail you when it is time to sign.',
  },
  // reserve
  yourAppointment: { id: 'closing.notary.reserve.yourAppointment', defaultMessage: 'Your notary appointment' },
  loadingAppointment: { id: 'closing.notary.reserve.loading', defaultMessage: 'Loading your notary appointment' },
  appointmentCancelled: { id: 'closing.notary.reserve.cancelled', defaultMessage: 'Your appointment is cancelled.' },
  when: { id: 'closing.notary.reserve.when', defaultMessage: 'When' },
  where: { id: 'closing.notary.reserve.where', defaultMessage: 'Where' },
  place: { id: 'closing.notary.reserve.place', defaultMessage: '{name}, {street}, {city}, {state} {zip}' },
  notary: { id: 'closing.notary.reserve.notary', defaultMessage: 'Notary' },
  notaryFee: { id: 'closing.notary.reserve.notaryFee', defaultMessage: 'Notary fee' },
  feePaidAt: { id: 'closing.notary.reserve.feePaidAt', defaultMessage: '{fee}, paid at the appointment' },
  chooseSuits: {
    id: 'closing.notary.reserve.chooseSuits',
    defaultMessage: "Choose a time and place that suits everyone on the title. The notary's fee is {fee}.",
  },
  chooseAnotherTime: { id: 'closing.notary.chooseAnotherTime', defaultMessage: 'Choose another time' },
  chooseTimePlace: { id: 'closing.notary.chooseTimePlace', defaultMessage: 'Choose a time and place' },
  cancelAppointment: { id: 'closing.notary.reserve.cancelAppointment', defaultMessage: 'Cancel appointment' },
  notReported: {
    id: 'closing.notary.reserve.notReported',
    defaultMessage: 'The notary has not reported your signing yet. Check again after your appointment.',
  },
  cancelTitle: { id: 'closing.notary.reserve.cancelTitle', defaultMessage: 'Cancel your notary appointment?' },
  cancelDescription: {
    id: 'closing.notary.reserve.cancelDescription',
    defaultMessage: 'You will need a new appointment before your line can close.',
  },
  cancelling: { id: 'closing.notary.reserve.cancelling', defaultMessage: 'Cancelling' },
  yesCancel: { id: 'closing.notary.reserve.yesCancel', defaultMessage: 'Yes, cancel the appointment' },
  keepIt: { id: 'closing.notary.reserve.keepIt', defaultMessage: 'Keep it' },
  // schedule
  slotLabel: { id: 'closing.notary.schedule.slotLabel', defaultMessage: ' {time}, {name}, {street}' },
  scheduleText: {
    id: 'closing.notary.schedule.text',
    defaultMessage:
      "A notary meets you and everyone on the title to sign the deed. The notary's fee is {fee}, paid at the appointment. Appointments last about 30 minutes; bring a government photo ID.",
  },
  loadingTimes: { id: 'closing.notary.schedule.loading', defaultMessage: "Loading the notary's free times" },
  reserving: { id: 'closing.notary.schedule.reserving', defaultMessage: 'Reserving' },
  move: { id: 'closing.notary.schedule.move', defaultMessage: 'Move my appointment' },
  reserve: { id: 'closing.notary.schedule.reserve', defaultMessage: 'Reserve this appointment' },
  back: { id: 'closing.notary.schedule.back', defaultMessage: 'Back' },
  // session
  sessionTitle: { id: 'closing.notary.session.title', defaultMessage: 'Your eNotary session' },
  notarised: {
    id: 'closing.notary.session.notarised',
    defaultMessage: 'Your deed is notarised. Your notarial certificate is with your documents.',
  },
  waitingOthers: {
    id: 'closing.notary.session.waitingOthers',
    defaultMessage: 'We are waiting for the other signers to see the notary. We will e-mail you.',
  },
  checkingStatus: { id: 'closing.notary.session.checkingStatus', defaultMessage: 'Checking status' },
  continue: { id: 'closing.notary.session.continue', defaultMessage: 'Continue' },
  // signer list
  signer: {
    id: 'closing.notary.signers.signer',
    defaultMessage:
      '{name}{isMe, select, yes { (you)} other {}}{role, select, PRIMARY {, borrower} other {, additional signer}}',
  },
  notarisedState: { id: 'closing.notary.signers.notarised', defaultMessage: 'Notarised' },
  notYetNotarised: { id: 'closing.notary.signers.notYet', defaultMessage: 'Not yet notarised' },
});
