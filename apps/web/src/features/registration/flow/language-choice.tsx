import { LANGUAGE_NAMES } from '@heloc/domain';
import { useLanguage } from '../../../lib/i18n';
import { buttonClassName } from '../../../ui/button';

/**
 * The language chooser of the first registration step (docs/i18n.md): each other language the organisation offers,
 * named in that language and marked so (`lang`), as a screen reader should read it: "Español" to an English reader,
 * "English" to a Spanish one. None when the organisation offers one language.
 */
export function LanguageChoice() {
  const { language, offered, choose } = useLanguage();
  if (offered.length < 2) return null;
  const others = offered.filter((other) => other !== language);
  return (
    <p className="registration-language">
      {others.map((other) => (
        <button
          key={other}
          type="button"
          className={buttonClassName('link')}
          lang={other}
          onClick={() => choose(other)}
        >
          {LANGUAGE_NAMES[other]}
        </button>
      ))}
    </p>
  );
}
