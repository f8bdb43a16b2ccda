import { LANGUAGE_NAMES } from '@heloc/domain';
import { useId } from 'react';
import { useI18n, useLanguage } from '../../lib/i18n';
import { accountSettingsMessages as m } from './account-settings.messages';

/**
 * The language the person reads (docs/i18n.md, "Which language a person reads"): each offered language named in
 * itself; nothing when the organisation offers one language.
 */
export function LanguageSection() {
  const { language, offered, choose } = useLanguage();
  const { t } = useI18n();
  const headingId = useId();
  const name = useId();
  if (offered.length < 2) return null;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(m.language)}</h2>
      <fieldset className="ui-field ui-radio-group settings-language">
        <legend className="ui-field__label">{t(m.languageLegend)}</legend>
        {offered.map((option) => (
          <label key={option} className="ui-radio-group__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={language === option}
              onChange={() => choose(option)}
            />
            <span lang={option}>{LANGUAGE_NAMES[option]}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
