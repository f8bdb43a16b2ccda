import { defineMessages } from '../../lib/i18n/define-messages';

/** The chat widget (docs/product/chat.md §1, docs/product/widgets-and-calculations.md §4, §8), in English; Spanish beside it. */
export const chatMessages = defineMessages({
  // The launcher and the panel.
  launcher: { id: 'chat.launcher', defaultMessage: 'Chat with us' },
  title: { id: 'chat.panel.title', defaultMessage: 'Chat with us' },
  close: { id: 'chat.panel.close', defaultMessage: 'Close chat' },
  closeGlyph: { id: 'chat.panel.closeGlyph', defaultMessage: '×' },
  hours: { id: 'chat.panel.hours', defaultMessage: 'Chat hours: {hours}' },
  reset: { id: 'chat.panel.reset', defaultMessage: 'Reset chat' },
  alertShortcuts: {
    id: 'chat.panel.alertShortcuts',
    defaultMessage: 'Testing: Alt+Shift+1 to 4 show the connection, general, token and send alerts.',
  },

  // The alerts (the spec's words: packages/domain chat/alerts.ts).
  alertReconnecting: { id: 'chat.alert.reconnecting', defaultMessage: 'Connection lost. Attempting to reconnect.' },
  alertGeneral: { id: 'chat.alert.general', defaultMessage: 'Something went wrong. Please try again later.' },
  alertInvalidToken: { id: 'chat.alert.invalidToken', defaultMessage: 'Token state is invalid.' },
  alertSendFailed: {
    id: 'chat.alert.sendFailed',
    defaultMessage: 'Something went wrong. Please try resending the message.',
  },

  // The pre-chat form.
  form: { id: 'chat.preChat.form', defaultMessage: 'Start a chat' },
  modeAgent: { id: 'chat.preChat.modeAgent', defaultMessage: 'A member of our team is available to chat.' },
  modeBot: { id: 'chat.preChat.modeBot', defaultMessage: 'Our virtual assistant will answer you.' },
  name: { id: 'chat.preChat.name', defaultMessage: 'Name' },
  email: { id: 'chat.preChat.email', defaultMessage: 'Email' },
  agent: { id: 'chat.preChat.agent', defaultMessage: 'Agent (testing only)' },
  anyAgent: { id: 'chat.preChat.anyAgent', defaultMessage: 'Any agent' },
  starting: { id: 'chat.preChat.starting', defaultMessage: 'Starting chat' },
  start: { id: 'chat.preChat.start', defaultMessage: 'Start chat' },

  // The conversation.
  connecting: { id: 'chat.conversation.connecting', defaultMessage: 'Connecting…' },
  chattingWith: { id: 'chat.conversation.chattingWith', defaultMessage: 'You are chatting with {name}.' },
  typing: { id: 'chat.conversation.typing', defaultMessage: '{name} is typing…' },
  ending: { id: 'chat.conversation.ending', defaultMessage: 'Ending' },
  end: { id: 'chat.conversation.end', defaultMessage: 'End chat' },

  // The messages.
  messages: { id: 'chat.messages.list', defaultMessage: 'Conversation' },
  source: { id: 'chat.messages.source', defaultMessage: 'From: <b>{title}</b>' },
  rated: { id: 'chat.messages.rated', defaultMessage: 'Thanks for your feedback.' },
  notHelpful: { id: 'chat.messages.notHelpful', defaultMessage: 'Not helpful' },
  notSent: { id: 'chat.messages.notSent', defaultMessage: 'Not sent.' },
  resend: { id: 'chat.messages.resend', defaultMessage: 'Resend' },
  sending: { id: 'chat.messages.sending', defaultMessage: 'Sending…' },
  attachments: { id: 'chat.messages.attachments', defaultMessage: 'Attachments' },
  download: { id: 'chat.messages.download', defaultMessage: 'Download {name}' },
  findingPerson: { id: 'chat.messages.findingPerson', defaultMessage: 'We are finding a person to chat with you.' },
  chatWithPerson: { id: 'chat.messages.chatWithPerson', defaultMessage: 'Chat with a person' },
  callbackThanks: { id: 'chat.messages.callbackThanks', defaultMessage: 'Thanks. We will call you back.' },
  callbackInvalid: { id: 'chat.messages.callbackInvalid', defaultMessage: 'Please enter a valid phone number' },
  callback: { id: 'chat.messages.callback', defaultMessage: 'Request a call-back' },
  callbackPhone: { id: 'chat.messages.callbackPhone', defaultMessage: 'Phone number' },
  assistant: { id: 'chat.messages.assistant', defaultMessage: 'Assistant' },

  // What the chat itself says (chat-notice.ts): the server's English words, each from its kind.
  noticeAgentJoined: { id: 'chat.notice.agentJoined', defaultMessage: '{agentName} joined the chat.' },
  noticeAgentComing: {
    id: 'chat.notice.agentComing',
    defaultMessage: 'Thanks, {name}. An agent will be with you shortly.',
  },
  noticeBackInQueue: {
    id: 'chat.notice.backInQueue',
    defaultMessage: 'You are back in the queue. An agent will be with you shortly.',
  },
  noticeChatEnded: { id: 'chat.notice.chatEnded', defaultMessage: 'The chat ended.' },
  noticeCallbackRequested: {
    id: 'chat.notice.callbackRequested',
    defaultMessage: "Thanks — we'll call you at {phoneNumber} during business hours.",
  },

  // The composer.
  message: { id: 'chat.composer.message', defaultMessage: 'Message' },
  uploading: { id: 'chat.composer.uploading', defaultMessage: 'Uploading…' },
  attach: { id: 'chat.composer.attach', defaultMessage: 'Attach a file' },
  send: { id: 'chat.composer.send', defaultMessage: 'Send' },

  // The ended panel and its survey.
  endedThanks: { id: 'chat.ended.thanks', defaultMessage: 'Thanks for chatting with us!' },
  newChat: { id: 'chat.ended.newChat', defaultMessage: 'Start a new chat' },
  surveyThanks: { id: 'chat.ended.surveyThanks', defaultMessage: 'Thank you for your feedback.' },
  survey: { id: 'chat.ended.survey', defaultMessage: 'Chat survey' },
  surveyRating: { id: 'chat.ended.surveyRating', defaultMessage: 'How was your chat? (1 poor, 5 excellent)' },
  surveyComment: { id: 'chat.ended.surveyComment', defaultMessage: 'Comment (optional)' },
  surveyCommentTooLong: {
    id: 'chat.ended.surveyCommentTooLong',
    defaultMessage: 'Please use {max} characters or fewer',
  },
  sendingShort: { id: 'chat.ended.sending', defaultMessage: 'Sending' },
  sendSurvey: { id: 'chat.ended.sendSurvey', defaultMessage: 'Send survey' },

  // The feedback dialog.
  feedbackTitle: { id: 'chat.feedback.title', defaultMessage: 'Why was this answer not helpful?' },
  feedbackForm: { id: 'chat.feedback.form', defaultMessage: 'Feedback on the answer' },
  feedbackReason: { id: 'chat.feedback.reason', defaultMessage: 'Reason' },
  reasonWrong: { id: 'chat.feedback.reason.wrong', defaultMessage: 'The answer was wrong' },
  reasonMismatch: { id: 'chat.feedback.reason.mismatch', defaultMessage: 'The answer did not match my question' },
  reasonHard: { id: 'chat.feedback.reason.hard', defaultMessage: 'The answer was hard to understand' },
  reasonPerson: { id: 'chat.feedback.reason.person', defaultMessage: 'I need to talk to a person' },
  reasonOther: { id: 'chat.feedback.reason.other', defaultMessage: 'Something else' },
  feedbackInfo: { id: 'chat.feedback.info', defaultMessage: 'Additional info (optional)' },
  feedbackInfoHint: { id: 'chat.feedback.infoHint', defaultMessage: 'At most {max} characters.' },
  sendFeedback: { id: 'chat.feedback.send', defaultMessage: 'Send feedback' },
  cancel: { id: 'chat.feedback.cancel', defaultMessage: 'Cancel' },
});
