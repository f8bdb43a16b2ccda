import { useLanguage } from '../../lib/i18n';
import { LanguageChooserView } from './language-chooser-view';

/**
 * The language chooser of the top bar (docs/i18n.md), on every page and the only one on the first registration step:
 * the other languages the organisation offers (language-chooser-view.tsx). Nothing when it offers one language.
 */
export function LanguageChooser() {
  const { language, offered, choose } = useLanguage();
  if (offered.length < 2) return null;
  // The pseudo-locale reads as English: it offers Spanish, and English itself to leave the pseudo-locale.
  return <LanguageChooserView others={offered.filter((other) => other !== language)} onChoose={choose} />;
}
