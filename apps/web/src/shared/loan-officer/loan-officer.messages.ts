import { defineMessages } from '../../lib/i18n/define-messages';

export const loanOfficerMessages = defineMessages({
  region: { id: 'loanOfficer.region', defaultMessage: 'Your loan officer' },
  fallbackName: { id: 'loanOfficer.fallbackName', defaultMessage: 'Your loan officer' },
  nmls: { id: 'loanOfficer.nmls', defaultMessage: 'NMLS #{nmls}' },
  licensedIn: { id: 'loanOfficer.licensedIn', defaultMessage: 'Licensed in {states}' },
});
