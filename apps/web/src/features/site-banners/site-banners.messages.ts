import { defineMessages } from '../../lib/i18n/define-messages';

export const siteBannerMessages = defineMessages({
  region: { id: 'siteBanners.region', defaultMessage: 'Announcements' },
  warning: { id: 'siteBanners.warning', defaultMessage: 'Warning: ' },
  notice: { id: 'siteBanners.notice', defaultMessage: 'Notice: ' },
  dismiss: { id: 'siteBanners.dismiss', defaultMessage: 'Dismiss: {message}' },
  dismissSymbol: { id: 'siteBanners.dismissSymbol', defaultMessage: '×' },
});
