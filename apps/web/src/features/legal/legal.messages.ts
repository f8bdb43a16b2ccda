import { defineMessages } from '../../lib/i18n/define-messages';

export const legalMessages = defineMessages({
  termsOfService: { id: 'legal.termsOfService', defaultMessage: 'Terms of Service' },
  termsOfUse: { id: 'legal.termsOfUse', defaultMessage: 'Terms of Use' },
  privacy: { id: 'legal.privacy', defaultMessage: 'Privacy Policy' },
  communications: { id: 'legal.communications', defaultMessage: 'Electronic Communications Policy' },
  licenses: { id: 'legal.licenses', defaultMessage: 'Licenses' },
  nmls: { id: 'legal.nmls', defaultMessage: 'NMLS #{nmls}' },
  licensedIn: { id: 'legal.licensedIn', defaultMessage: 'Licensed in {states}' },
  licensedInMoreToCome: {
    id: 'legal.licensedInMoreToCome',
    defaultMessage: 'Licensed in {states} with more states to come',
  },
});
