import { defineMessages } from '../../lib/i18n/define-messages';

export const contactMessages = defineMessages({
  title: { id: 'contact.title', defaultMessage: 'Contact us' },
  lead: {
    id: 'contact.lead',
    defaultMessage: 'Questions about your application or your line? {company} is here to help.',
  },
  phone: { id: 'contact.phone', defaultMessage: 'Phone' },
  hours: { id: 'contact.hours', defaultMessage: ' ({hours})' },
  email: { id: 'contact.email', defaultMessage: 'E-mail' },
  mail: { id: 'contact.mail', defaultMessage: 'Mail' },
  chat: {
    id: 'contact.chat',
    defaultMessage: 'You can also chat with us: use the chat button at the bottom of any page.',
  },
  nmls: { id: 'contact.nmls', defaultMessage: '{company} NMLS #{nmls}' },
});
