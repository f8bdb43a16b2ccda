import {
  HMDA_FREE_TEXT_PROMPTS,
  HMDA_MULTI_CHOICE_HINT,
  HMDA_NOT_PROVIDED,
  type HmdaFreeTextCode,
  type Message,
} from '@heloc/domain';
import { useId } from 'react';
import { Controller, get, useFormContext, useFormState } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n';
import { CheckboxField } from '../../../ui/checkbox-field';
import { TextField } from '../../../ui/text-field';
import { startMessages as m } from './start.messages';

export interface HmdaGroupFieldProps<K extends string> {
  /** The form path of the group: 'ethnicity', 'race' or 'sex'. */
  name: 'ethnicity' | 'race' | 'sex';
  legend: string;
  codes: readonly K[];
  labels: Readonly<Record<K, Message>>;
  /** Sub-choices and their parent (shown indented under it). */
  parents?: Partial<Record<K, K>>;
  /** The choices that carry a free-text answer. */
  freeTextCodes?: readonly K[];
}

/**
 * One group of the demographic questions (URLA demographic section): check one or more, sub-choices under their
 * parent, a free-text answer under the choices that have one, and 'I do not wish to provide this information',
 * which clears every other box of the group and is cleared by any of them.
 */
export function HmdaGroupField<K extends string>({
  name,
  legend,
  codes,
  labels,
  parents = {},
  freeTextCodes = [],
}: HmdaGroupFieldProps<K>) {
  const { control, register } = useFormContext();
  const { t, localize } = useI18n();
  const { errors } = useFormState({ control, name });
  const choicesError = (get(errors, `${name}.choices`) as { message?: string } | undefined)?.message;
  const error = choicesError && localize(choicesError);
  const hintId = useId();
  const errorId = useId();

  return (
    <Controller
      control={control}
      name={`${name}.choices`}
      render={({ field }) => {
        const chosen = (field.value ?? []) as string[];
        const toggle = (code: K, isChecked: boolean) => {
          if (!isChecked) return field.onChange(chosen.filter((c) => c !== code));
          if (code === HMDA_NOT_PROVIDED) return field.onChange([code]);
          return field.onChange([...chosen.filter((c) => c !== HMDA_NOT_PROVIDED), code]);
        };
        return (
          <fieldset
            className={`ui-field hmda-group${error ? ' ui-field--invalid' : ''}`}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
          >
            <legend className="hmda-group__legend">{legend}</legend>
            <p id={hintId} className="ui-field__hint">
              {localize(HMDA_MULTI_CHOICE_HINT)}
            </p>
            {codes.map((code) => {
              const isChecked = chosen.includes(code);
              const freeText = freeTextCodes.includes(code) ? HMDA_FREE_TEXT_PROMPTS[code as HmdaFreeTextCode] : null;
              const detailPath = `${name}.details.${code}`;
              const detailError = (get(errors, detailPath) as { message?: string } | undefined)?.message;
              const classes = [
                'hmda-group__choice',
                parents[code] ? 'hmda-group__choice--sub' : '',
                code === HMDA_NOT_PROVIDED ? 'hmda-group__choice--decline' : '',
              ];
              return (
                <div key={code} className={classes.filter(Boolean).join(' ')}>
                  <CheckboxField
                    label={localize(labels[code])}
                    name={field.name}
                    value={code}
                    checked={isChecked}
                    onChange={(event) => toggle(code, event.target.checked)}
                    onBlur={field.onBlur}
                  />
                  {freeText && isChecked && (
                    <TextField
                      {...register(detailPath)}
                      className="hmda-group__free-text"
                      label={t(m.optionalPrompt, { prompt: localize(freeText.prompt) })}
                      hint={freeText.examples ? localize(freeText.examples) : undefined}
                      maxLength={100}
                      error={detailError}
                    />
                  )}
                </div>
              );
            })}
            {error && (
              <p id={errorId} className="ui-field__error">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
