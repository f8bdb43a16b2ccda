import { defineMessages } from '../../../lib/i18n/define-messages';

export const stepsMessages = defineMessages({
  incomeTitle: { id: 'registration.steps.income.title', defaultMessage: 'Tell us about your income' },
  // docs/product/registration-and-routing.md §5 names the warning but not its words: ours.
  incomeConfirmation: {
    id: 'registration.steps.income.confirmation',
    defaultMessage:
      'Please confirm this is your total annual income before taxes. If it is, select Confirm to continue.',
  },
  confirm: { id: 'registration.steps.income.confirm', defaultMessage: 'Confirm' },
  birthdateTitle: { id: 'registration.steps.birthdate.title', defaultMessage: 'When were you born?' },
  forSaleTitle: { id: 'registration.steps.forSale.title', defaultMessage: 'Is your property for sale?' },
  homeAddressTitle: { id: 'registration.steps.homeAddress.title', defaultMessage: 'Where do you live?' },
  homeAddressLead: {
    id: 'registration.steps.homeAddress.lead',
    defaultMessage: 'Your property is not your primary residence, so we also need your home address.',
  },
  homeAddress: { id: 'registration.steps.homeAddress.street', defaultMessage: 'Home address' },
  legalNameTitle: { id: 'registration.steps.legalName.title', defaultMessage: 'What is your legal name?' },
  legalNameLead: {
    id: 'registration.steps.legalName.lead',
    defaultMessage: 'Enter your name as it appears on your government-issued ID.',
  },
  contactTitle: { id: 'registration.steps.contact.title', defaultMessage: 'How can we reach you?' },
  passwordTitle: { id: 'registration.steps.password.title', defaultMessage: 'Create your password' },
  back: { id: 'registration.steps.back', defaultMessage: 'Back' },
});
