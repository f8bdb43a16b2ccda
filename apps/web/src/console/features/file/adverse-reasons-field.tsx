import {
  ADVERSE_ACTION_REASON_CODES,
  ADVERSE_ACTION_REASONS,
  englishOf,
  MAX_ADVERSE_ACTION_REASONS,
  type AdverseActionReasonCode,
  lazySchema,
} from '@heloc/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '../../../ui/checkbox-field';
import { TextField } from '../../../ui/text-field';
import { CheckGroup } from '../../shared/check-group';

/** The principal reasons a decline gives (ADVERSE_ACTION_REASONS, at most MAX_ADVERSE_ACTION_REASONS), in a form. */
export const reasonsFormSchema = lazySchema(() =>
  z
    .array(z.enum(ADVERSE_ACTION_REASON_CODES as [AdverseActionReasonCode, ...AdverseActionReasonCode[]]))
    .max(MAX_ADVERSE_ACTION_REASONS, { error: `Please choose at most ${MAX_ADVERSE_ACTION_REASONS} reasons` }),
);

/** The reasons as the calls take them: OTHER carries its own words. */
export const reasonsBody = (codes: readonly AdverseActionReasonCode[], otherText: string) =>
  codes.map((code) => (code === 'OTHER' && otherText.trim() ? { code, text: otherText.trim() } : { code }));

export function AdverseReasonsField({
  legend,
  register,
  otherRegister,
  showOther,
  error,
}: {
  legend: string;
  register: UseFormRegisterReturn;
  otherRegister: UseFormRegisterReturn;
  showOther: boolean;
  error?: string | undefined;
}) {
  return (
    <CheckGroup legend={legend} error={error}>
      {ADVERSE_ACTION_REASON_CODES.map((code) => (
        <CheckboxField key={code} label={englishOf(ADVERSE_ACTION_REASONS[code])} value={code} {...register} />
      ))}
      {showOther && <TextField label="The other reason, in words" {...otherRegister} />}
    </CheckGroup>
  );
}
