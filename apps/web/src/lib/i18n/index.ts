export { I18nProvider, useIntlShape, useLanguage, intlLocaleOf, type Messages } from './i18n';
export { useI18n, DOMAIN_MESSAGE_PREFIX, type Catalogue } from './use-i18n';
export {
  getLanguage,
  getSpokenLanguage,
  initialLanguage,
  setLanguage,
  subscribeLanguage,
  LANGUAGE_COOKIE,
  PSEUDO_LANGUAGE,
  type DisplayLanguage,
} from './language-store';
