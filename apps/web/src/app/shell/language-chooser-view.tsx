import { LANGUAGE_NAMES, type Language } from '@heloc/domain';
import { LANGUAGE_CHOICE_ATTRIBUTE } from '../../features/registration/first-step/first-step-paths';

/**
 * The language chooser's markup (docs/i18n.md): one button per other language the organisation offers, named in that
 * language ("Español" while reading English, "English" while reading Spanish) and marked with its `lang` so a screen
 * reader says it in that language. Shared by the app's top bar (language-chooser.tsx) and the first registration
 * step's markup shown before the app has loaded (first-screen.tsx), which has no handler in the server's markup.
 */
export function LanguageChooserView({
  others,
  onChoose,
  hiddenToken,
}: {
  others: readonly Language[];
  onChoose?: (language: Language) => void;
  /** For markup rendered before the organisation is known: a {{token}} the server replaces with true or false. */
  hiddenToken?: string;
}) {
  const hidden = hiddenToken ? { 'data-hidden': hiddenToken } : {};
  return (
    <div className="language-chooser" {...hidden}>
      {others.map((other) => (
        <button
          key={other}
          type="button"
          className="ui-button ui-button--link language-chooser__button"
          data-testid="language-chooser"
          {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: other }}
          onClick={onChoose && (() => onChoose(other))}
        >
          <span lang={other}>{LANGUAGE_NAMES[other]}</span>
        </button>
      ))}
    </div>
  );
}
