import { defineMessages } from 'react-intl';

export const loanOfficerMessages = defineMessages({
  region: { id: 'loanOfficer.region', defaultMessage: 'Your loan officer' },
  fallbackName: { id: 'loanOfficer.fallbackName', defaultMessage: 'Your loan officer' },
  nmls: { id: 'loanOfficer.nmls', defaultMessage: 'NMLS #{nmls}' },
  licensedIn: { id: 'loanOfficer.licensedIn', defaultMessage: 'Licensed in {states}' },
});
