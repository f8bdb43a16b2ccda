import { getPasswordStrength, PASSWORD_STRENGTH_SEGMENTS } from '@heloc/domain';
import { useI18n } from '../../../lib/i18n';
import { fieldsMessages as m } from './fields.messages';

/** docs/product/widgets-and-calculations.md §5: the live 4-segment strength meter with the list of rules not yet met. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t, localize } = useI18n();
  const { score, unmetRules } = getPasswordStrength(password);
  return (
    <div className="registration-strength">
      <div
        className="registration-strength__bar"
        role="meter"
        aria-label={t(m.passwordStrength)}
        aria-valuemin={0}
        aria-valuemax={PASSWORD_STRENGTH_SEGMENTS}
        aria-valuenow={score}
      >
        {Array.from({ length: PASSWORD_STRENGTH_SEGMENTS }, (_, i) => (
          <span
            key={i}
            className={`registration-strength__segment${i < score ? ' is-filled' : ''}`}
            data-filled={i < score}
          />
        ))}
      </div>
      {unmetRules.length > 0 && (
        <ul className="registration-strength__rules" aria-label={t(m.passwordRulesUnmet)}>
          {unmetRules.map((rule) => (
            <li key={rule.id}>{localize(rule)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
