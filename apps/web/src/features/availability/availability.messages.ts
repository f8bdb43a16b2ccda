import { defineMessages } from '../../lib/i18n/define-messages';

export const availabilityMessages = defineMessages({
  waitlistTitle: { id: 'availability.comingSoon.waitlistTitle', defaultMessage: "You're on our waitlist" },
  waitlistSaved: {
    id: 'availability.comingSoon.waitlistSaved',
    defaultMessage: 'We saved your details and will email you as soon as {company} lends where your property is.',
  },
  openingTitle: { id: 'availability.comingSoon.openingTitle', defaultMessage: 'Online applications open shortly' },
  opening: {
    id: 'availability.comingSoon.opening',
    defaultMessage:
      '{company} is getting {product} ready for online applications. Until then, a loan officer can check your rate and start your application with you by phone.',
  },
  defaultProduct: { id: 'availability.comingSoon.defaultProduct', defaultMessage: 'Our home equity line of credit' },
  supportHoursSentence: { id: 'availability.comingSoon.supportHours', defaultMessage: 'Support hours: {hours}.' },
  questionsCall: { id: 'availability.questionsCall', defaultMessage: 'Questions? Call us at <tel>{phone}</tel>.' },
  referralTitle: { id: 'availability.notAccepting.title', defaultMessage: 'Applications by referral only' },
  referralText: {
    id: 'availability.notAccepting.text',
    defaultMessage:
      '{company} only accepts applications through a referring loan officer. If a loan officer referred you, please use the application link they sent you, or contact them for a new one.',
  },
  questions: { id: 'availability.notAccepting.questions', defaultMessage: 'Questions?' },
  callOrEmail: {
    id: 'availability.notAccepting.callOrEmail',
    defaultMessage: 'Call us at <tel>{phone}</tel> or e-mail <mail>{email}</mail>.',
  },
  supportHours: { id: 'availability.notAccepting.supportHours', defaultMessage: 'Support hours: {hours}' },
});
