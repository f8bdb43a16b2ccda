import { defineMessages } from '../../lib/i18n/define-messages';

export const ceoFeedbackMessages = defineMessages({
  link: { id: 'ceoFeedback.link', defaultMessage: 'Share your feedback with the CEO' },
  thanks: { id: 'ceoFeedback.thanks', defaultMessage: 'Thank you: your feedback was sent to our CEO.' },
  title: { id: 'ceoFeedback.title', defaultMessage: 'Share your thoughts with our CEO' },
  consentQuestion: {
    id: 'ceoFeedback.consentQuestion',
    defaultMessage: 'May we use your feedback in our marketing, with your first name and last initial?',
  },
  yes: { id: 'ceoFeedback.yes', defaultMessage: 'Yes' },
  no: { id: 'ceoFeedback.no', defaultMessage: 'No' },
  topicImprove: { id: 'ceoFeedback.topic.improve', defaultMessage: 'Improve our product' },
  topicCompliment: { id: 'ceoFeedback.topic.compliment', defaultMessage: 'Give us a compliment' },
  topicLegend: { id: 'ceoFeedback.topicLegend', defaultMessage: 'What would you like to share?' },
  message: { id: 'ceoFeedback.message', defaultMessage: 'Your message' },
  messageHint: { id: 'ceoFeedback.messageHint', defaultMessage: '10 to 1000 characters.' },
  sending: { id: 'ceoFeedback.sending', defaultMessage: 'Sending' },
  send: { id: 'ceoFeedback.send', defaultMessage: 'Send feedback' },
  cancel: { id: 'ceoFeedback.cancel', defaultMessage: 'Cancel' },
});
