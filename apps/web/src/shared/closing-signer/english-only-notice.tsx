import { useI18n, useLanguage } from '../../lib/i18n';
import { closingSignerMessages as m } from './closing-signer.messages';

/**
 * The closing documents have no reviewed translation (docs/i18n.md "What stays English"): a Spanish reader is told
 * so, in Spanish, where the documents are listed or opened. An English reader needs no notice.
 */
export function EnglishOnlyNotice() {
  const { language } = useLanguage();
  const { t } = useI18n();
  if (language !== 'es') return null;
  return (
    <p lang="es" className="english-only-notice" data-testid="english-only-notice">
      {t(m.englishOnlyNotice)}
    </p>
  );
}
