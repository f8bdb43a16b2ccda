export { I18nProvider, useIntlShape, useLanguage, intlLocaleOf, type Messages } from './i18n';
export { useI18n, type Catalogue } from './use-i18n';
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
