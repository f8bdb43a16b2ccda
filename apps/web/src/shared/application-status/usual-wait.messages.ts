import { defineMessages } from '../../lib/i18n/define-messages';

/**
 * The usual waits of the domain's table (packages/domain status/usual-waits.ts), in the person's language: keyed by
 * the table's waits (usual-wait.ts finds a status's among them by its English text).
 */
export const usualWaitMessages = defineMessages({
  lessThanAMinute: { id: 'applicationStatus.usualWait.lessThanAMinute', defaultMessage: 'less than a minute' },
  aFewMinutes: { id: 'applicationStatus.usualWait.aFewMinutes', defaultMessage: 'a few minutes' },
  upToOneBusinessDay: {
    id: 'applicationStatus.usualWait.upToOneBusinessDay',
    defaultMessage: 'up to one business day',
  },
  oneToThreeBusinessDays: {
    id: 'applicationStatus.usualWait.oneToThreeBusinessDays',
    defaultMessage: '1 to 3 business days',
  },
  lessThanABusinessDay: {
    id: 'applicationStatus.usualWait.lessThanABusinessDay',
    defaultMessage: 'less than a business day',
  },
  twoToFiveBusinessDays: {
    id: 'applicationStatus.usualWait.twoToFiveBusinessDays',
    defaultMessage: '2 to 5 business days',
  },
});
