import { defineMessages } from '../../../lib/i18n/define-messages';

/** The side menu of the application area (docs/product/application-area.md §2.4). */
export const sideMenuMessages = defineMessages({
  menu: { id: 'applicationShell.sideMenu.menu', defaultMessage: 'Menu' },
  region: { id: 'applicationShell.sideMenu.region', defaultMessage: 'Application menu' },
  yourApplication: { id: 'applicationShell.sideMenu.yourApplication', defaultMessage: 'Your application' },
  done: { id: 'applicationShell.sideMenu.done', defaultMessage: ' (done)' },
  notYet: { id: 'applicationShell.sideMenu.notYet', defaultMessage: ' (not yet)' },
  nextStep: { id: 'applicationShell.sideMenu.nextStep', defaultMessage: 'Your next step' },
  lenderRequests: { id: 'applicationShell.sideMenu.lenderRequests', defaultMessage: 'Lender requests ({count})' },
  yourAccount: { id: 'applicationShell.sideMenu.yourAccount', defaultMessage: 'Your account' },
  dashboard: { id: 'applicationShell.sideMenu.dashboard', defaultMessage: 'Dashboard' },
  accountSettings: { id: 'applicationShell.sideMenu.accountSettings', defaultMessage: 'Account settings' },
  contactUs: { id: 'applicationShell.sideMenu.contactUs', defaultMessage: 'Contact us' },
  closeMenu: { id: 'applicationShell.sideMenu.closeMenu', defaultMessage: 'Close menu' },
});

/** The leave survey (docs/product/application-area.md §2.4, docs/decisions.md "Leave survey"). */
export const leaveSurveyMessages = defineMessages({
  title: { id: 'applicationShell.leaveSurvey.title', defaultMessage: 'Before you go' },
  description: {
    id: 'applicationShell.leaveSurvey.description',
    defaultMessage: 'Your application is saved. What is keeping you from continuing today?',
  },
  sentTitle: { id: 'applicationShell.leaveSurvey.sentTitle', defaultMessage: 'Thank you' },
  sentDescription: {
    id: 'applicationShell.leaveSurvey.sentDescription',
    defaultMessage:
      'Your answer helps us improve. Your application is saved: come back at any time to pick up where you left off.',
  },
  finish: { id: 'applicationShell.leaveSurvey.done', defaultMessage: 'Done' },
  send: { id: 'applicationShell.leaveSurvey.send', defaultMessage: 'Send' },
  noThanks: { id: 'applicationShell.leaveSurvey.noThanks', defaultMessage: 'No thanks' },
  legend: { id: 'applicationShell.leaveSurvey.legend', defaultMessage: 'The closest answer' },
  comment: {
    id: 'applicationShell.leaveSurvey.comment',
    defaultMessage: 'Anything else you would like us to know? (optional)',
  },
  required: { id: 'applicationShell.leaveSurvey.required', defaultMessage: 'Choose the answer closest to yours' },
  NEED_TIME: { id: 'applicationShell.leaveSurvey.reason.needTime', defaultMessage: 'I need more time to decide' },
  RATE_OR_PAYMENT: {
    id: 'applicationShell.leaveSurvey.reason.rateOrPayment',
    defaultMessage: 'The rate or the payment is higher than I expected',
  },
  LINE_TOO_SMALL: {
    id: 'applicationShell.leaveSurvey.reason.lineTooSmall',
    defaultMessage: 'The line is smaller than I need',
  },
  PRIVACY: {
    id: 'applicationShell.leaveSurvey.reason.privacy',
    defaultMessage: 'I am not comfortable sharing this information',
  },
  SOMETHING_BROKEN: {
    id: 'applicationShell.leaveSurvey.reason.somethingBroken',
    defaultMessage: 'Something on this page is not working',
  },
  TALK_TO_SOMEONE: {
    id: 'applicationShell.leaveSurvey.reason.talkToSomeone',
    defaultMessage: 'I want to talk to someone first',
  },
  OTHER: { id: 'applicationShell.leaveSurvey.reason.other', defaultMessage: 'Something else' },
});
