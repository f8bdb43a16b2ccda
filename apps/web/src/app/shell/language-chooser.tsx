import { LANGUAGE_NAMES } from '@heloc/domain';
import { useLanguage } from '../../lib/i18n';

/**
 * The language chooser of the top bar (docs/i18n.md): one button per other language the organisation offers, named
 * in that language ("Español" while reading English, "English" while reading Spanish) and marked with its `lang` so a
 * screen reader says it in that language. Nothing when the organisation offers one language.
 */
export function LanguageChooser() {
  const { language, offered, choose } = useLanguage();
  if (offered.length < 2) return null;
  const others = offered.filter((other) => other !== language);
  // The pseudo-locale reads as English: it offers Spanish, and English itself to leave the pseudo-locale.
  return (
    <div className="language-chooser">
      {others.map((other) => (
        <button
          key={other}
          type="button"
          className="ui-button ui-button--link language-chooser__button"
          data-testid="language-chooser"
          onClick={() => choose(other)}
        >
          <span lang={other}>{LANGUAGE_NAMES[other]}</span>
        </button>
      ))}
    </div>
  );
}
