// The components' side needs no react-intl at run time (i18n-context.ts); the provider, which loads it, is used by
// the app's start-up, the build's pre-render and tests (a bundle that does not use it leaves the library out).
export { I18nProvider, installReactIntlEnglish } from './i18n-provider';
export { useLanguage, type Messages } from './i18n-context';
export { useI18n, type Catalogue } from './use-i18n';
export { formErrorOf, zodResolver } from './form-resolver';
export { referenceTo } from './message-references';
export {
  getLanguage,
  getSpokenLanguage,
  initialLanguage,
  setLanguage,
  subscribeLanguage,
  PSEUDO_LANGUAGE,
  type DisplayLanguage,
} from './language-store';
