import { defineMessages } from '../../lib/i18n/define-messages';

/** The waiting screens' shared words: processing, wait notice, status check and support contact (docs/i18n.md). */
export const applicationStatusMessages = defineMessages({
  processingTitle: { id: 'applicationStatus.screen.title', defaultMessage: 'Processing your application' },
  processingSpinner: { id: 'applicationStatus.screen.spinner', defaultMessage: 'Processing' },
  processingLead: {
    id: 'applicationStatus.screen.lead',
    defaultMessage:
      'This usually takes less than a minute. Keep this page open: we will take you to the next step as soon as it is ready.',
  },
  waitLine: {
    id: 'applicationStatus.overlay.waitLine',
    defaultMessage: 'Keep this page open: we will take you to the next step as soon as it is ready.',
  },
  longerTitle: { id: 'applicationStatus.wait.longerTitle', defaultMessage: 'This is taking longer than usual' },
  longerBody: {
    id: 'applicationStatus.wait.longerBody',
    defaultMessage:
      'It usually takes {wait}. Nothing is lost: your application continues as soon as this step is done. Select Check status now and then, or call us and a specialist will look at it with you.',
  },
  usually: { id: 'applicationStatus.wait.usually', defaultMessage: 'This usually takes {wait}.' },
  checking: { id: 'applicationStatus.check.checking', defaultMessage: 'Checking status' },
  checkStatus: { id: 'applicationStatus.check.button', defaultMessage: 'Check status' },
  dashboard: { id: 'applicationStatus.check.dashboard', defaultMessage: 'Go to dashboard' },
  supportCall: {
    id: 'applicationStatus.support.call',
    defaultMessage: 'Questions? Call us at <tel>{phone}</tel>{hours}{email}.',
  },
  supportHours: { id: 'applicationStatus.support.hours', defaultMessage: ' ({hours})' },
  supportEmail: { id: 'applicationStatus.support.email', defaultMessage: ' or e-mail <mail>{email}</mail>' },
});
