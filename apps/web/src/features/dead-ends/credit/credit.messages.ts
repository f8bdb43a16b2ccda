import { defineMessages } from '../../../lib/i18n/define-messages';

/** credit/error and credit/social (docs/product/registration-and-routing.md §4) in the person's language. */
export const creditMessages = defineMessages({
  loading: { id: 'deadEnds.credit.loading', defaultMessage: 'Loading' },
  errorTitle: {
    id: 'deadEnds.credit.errorTitle',
    defaultMessage: 'Your credit file is {reason, select, LOCKED {locked} other {frozen}}',
  },
  leadNamed: {
    id: 'deadEnds.credit.leadNamed',
    defaultMessage:
      '{bureau} did not release your credit report because {reason, select, LOCKED {a lock} other {a security freeze}} is on your file. We cannot {pull, select, HARD {finish the credit check for your confirmed offer} other {pre-qualify you}} until you lift it.',
  },
  leadUnnamed: {
    id: 'deadEnds.credit.leadUnnamed',
    defaultMessage:
      'The credit bureau did not release your credit report because {reason, select, LOCKED {a lock} other {a security freeze}} is on your file. We cannot {pull, select, HARD {finish the credit check for your confirmed offer} other {pre-qualify you}} until you lift it.',
  },
  stillTitle: {
    id: 'deadEnds.credit.stillTitle',
    defaultMessage: 'Your file is still {reason, select, LOCKED {locked} other {frozen}}',
  },
  stillNamed: {
    id: 'deadEnds.credit.stillNamed',
    defaultMessage:
      '{bureau} still reports {reason, select, LOCKED {a lock} other {a freeze}} on your file. Check that the {reason, select, LOCKED {unlock} other {lift}} was confirmed by {bureau}, wait a few minutes and try again, or call us and we will help.',
  },
  stillUnnamed: {
    id: 'deadEnds.credit.stillUnnamed',
    defaultMessage:
      'The bureau still reports {reason, select, LOCKED {a lock} other {a freeze}} on your file. Check that the {reason, select, LOCKED {unlock} other {lift}} was confirmed, wait a few minutes and try again, or call us and we will help.',
  },
  howTitle: {
    id: 'deadEnds.credit.howTitle',
    defaultMessage: 'How to {reason, select, LOCKED {unlock your file} other {lift the freeze}}',
  },
  liftTiming: {
    id: 'deadEnds.credit.liftTiming',
    defaultMessage:
      'A freeze lifted online or by phone must be lifted within one hour (federal law); most lifts and unlocks take effect within minutes. A temporary lift is enough: choose a period of at least 30 days so we can also check your credit again before closing.',
  },
  thenTitle: { id: 'deadEnds.credit.thenTitle', defaultMessage: 'Then' },
  thenBody: {
    id: 'deadEnds.credit.thenBody',
    defaultMessage:
      'Once it is lifted, select the button below. We check your credit again at once and {pull, select, HARD {continue with your confirmed offer} other {show you your offers}}.',
  },
  checking: { id: 'deadEnds.credit.checking', defaultMessage: 'Checking your credit' },
  lifted: { id: 'deadEnds.credit.lifted', defaultMessage: "I've lifted it" },
  bureauNamed: {
    id: 'deadEnds.credit.bureauNamed',
    defaultMessage: '{bureau} (your {reason, select, LOCKED {lock} other {freeze}} is here)',
  },
  unlockWhere: {
    id: 'deadEnds.credit.unlockWhere',
    defaultMessage: 'Unlock your file where you locked it: {product}.',
  },
  freezeHow: {
    id: 'deadEnds.credit.freezeHow',
    defaultMessage:
      'Online at <site>{host}</site> or by phone at <tel>{phone}</tel>. You need the PIN or the account you created when you placed the freeze.',
  },
  lockEquifax: { id: 'deadEnds.credit.lockEquifax', defaultMessage: 'the myEquifax account or the Lock & Alert app' },
  lockExperian: { id: 'deadEnds.credit.lockExperian', defaultMessage: 'your Experian account or app (CreditLock)' },
  lockTransunion: {
    id: 'deadEnds.credit.lockTransunion',
    defaultMessage: 'your TransUnion account or app (Credit Lock)',
  },
  socialTitle: { id: 'deadEnds.credit.socialTitle', defaultMessage: 'We need your Social Security number' },
  socialLead: {
    id: 'deadEnds.credit.socialLead',
    defaultMessage:
      'The credit bureau could not find your credit file from your name and address. This happens with a recent move, a new name, or a file under a different address. With your full Social Security number we can look again.',
  },
  socialHard: {
    id: 'deadEnds.credit.socialHard',
    defaultMessage: 'This completes the credit check you agreed to when you confirmed your offer.',
  },
  socialSoft: {
    id: 'deadEnds.credit.socialSoft',
    defaultMessage: 'This is still a soft credit check: it does not affect your credit score.',
  },
  ssnLabel: { id: 'deadEnds.credit.ssnLabel', defaultMessage: 'Social Security number' },
  ssnHint: { id: 'deadEnds.credit.ssnHint', defaultMessage: '9 digits, e.g. 123-45-6789' },
  showNumber: { id: 'deadEnds.credit.showNumber', defaultMessage: 'Show number' },
  ssnWhy: {
    id: 'deadEnds.credit.ssnWhy',
    defaultMessage:
      'We use your Social Security number only to find your credit file and verify your identity. It is encrypted when stored and never shown in full.',
  },
  searching: { id: 'deadEnds.credit.searching', defaultMessage: 'Searching' },
  searchAgain: { id: 'deadEnds.credit.searchAgain', defaultMessage: 'Search again' },
  nextTitle: { id: 'deadEnds.credit.nextTitle', defaultMessage: 'What happens next' },
  nextBody: {
    id: 'deadEnds.credit.nextBody',
    defaultMessage:
      'We search for your file at once; it usually takes a few seconds. If we find it, you go straight on to your offers. If we still cannot find it, a specialist reviews your application and tells you what we need.',
  },
});
