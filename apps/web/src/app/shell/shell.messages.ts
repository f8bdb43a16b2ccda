import { defineMessages } from '../../lib/i18n/define-messages';

/** The top bar, its menus and the footer (docs/i18n.md). */
export const shellMessages = defineMessages({
  accountNav: { id: 'shell.topBar.accountNav', defaultMessage: 'Account' },
  callSupportAt: { id: 'shell.topBar.callSupportAt', defaultMessage: 'Call support at ' },
  login: { id: 'shell.topBar.login', defaultMessage: 'Login' },
  myAccount: { id: 'shell.accountMenu.myAccount', defaultMessage: 'My account' },
  namedAccount: { id: 'shell.accountMenu.namedAccount', defaultMessage: "{firstName}'s account" },
  dashboard: { id: 'shell.accountMenu.dashboard', defaultMessage: 'Dashboard' },
  accountSettings: { id: 'shell.accountMenu.accountSettings', defaultMessage: 'Account settings' },
  contactUs: { id: 'shell.accountMenu.contactUs', defaultMessage: 'Contact us' },
  logOut: { id: 'shell.accountMenu.logOut', defaultMessage: 'Log out' },
  apps: { id: 'shell.appsMenu.apps', defaultMessage: 'Apps' },
  platformApps: { id: 'shell.appsMenu.platformApps', defaultMessage: 'Platform apps' },
  legalNav: { id: 'shell.footer.legalNav', defaultMessage: 'Legal' },
  termsOfService: { id: 'shell.footer.termsOfService', defaultMessage: 'Terms of Service' },
  termsOfUse: { id: 'shell.footer.termsOfUse', defaultMessage: 'Terms of Use' },
  privacyPolicy: { id: 'shell.footer.privacyPolicy', defaultMessage: 'Privacy Policy' },
  communications: { id: 'shell.footer.communications', defaultMessage: 'Electronic Communications' },
  licenses: { id: 'shell.footer.licenses', defaultMessage: 'Licenses' },
  accessibility: { id: 'shell.footer.accessibility', defaultMessage: 'Accessibility' },
  licensedIn: { id: 'shell.footer.licensedIn', defaultMessage: 'Licensed in {states}' },
  licensedInMoreToCome: {
    id: 'shell.footer.licensedInMoreToCome',
    defaultMessage: 'Licensed in {states} with more states to come',
  },
  nmls: { id: 'shell.footer.nmls', defaultMessage: '{company} NMLS #{nmls}' },
  supportHours: { id: 'shell.footer.supportHours', defaultMessage: 'Support hours: {hours}' },
  encryption: {
    id: 'shell.footer.encryption',
    defaultMessage: 'Your information is protected with 256-bit encryption.',
  },
  ninetyDays: {
    id: 'shell.footer.ninetyDays',
    defaultMessage: 'Homes purchased or retitled in the last 90 days are not eligible for a HELOC or DSCR loan.',
  },
});
