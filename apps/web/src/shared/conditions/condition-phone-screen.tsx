import { formatPhoneInput } from '@heloc/domain';
import { type Condition, conditionPhoneNumberBodySchema } from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n, zodResolver } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { useAnswerPhoneNumber } from './api/answer-phone-number';
import { ConditionAnswerHead } from './condition-answer-head';
import { ConditionGate } from './condition-gate';
import { ConditionOutcome } from './condition-outcome';
import type { ConditionsArea } from './conditions-area';
import { conditionsMessages as m } from './conditions.messages';
import { isAnswerable } from './use-condition-at';
import './conditions.css';

/** conditions/phone-number (MISSING_PHONE_NUMBER): the mobile number, saved as the phone alias (docs/product/application-area.md §7). */
export function ConditionPhoneScreen({ area }: { area: ConditionsArea }) {
  return (
    <ConditionGate area={area} location="phone-number">
      {(condition) => <PhoneAnswer area={area} condition={condition} />}
    </ConditionGate>
  );
}

function PhoneAnswer({ area, condition }: { area: ConditionsArea; condition: Condition }) {
  const answer = useAnswerPhoneNumber(area.uuid, condition.uuid);
  const { register, handleSubmit, formState } = useForm<{ phoneNumber: string }>({
    defaultValues: { phoneNumber: '' },
    resolver: zodResolver(conditionPhoneNumberBodySchema),
  });
  const { t, localize } = useI18n();
  return (
    <>
      <ConditionAnswerHead condition={condition} kind="ENTER_PHONE_NUMBER" notAccepted={m.answerNotAccepted} />
      {isAnswerable(condition) ? (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => void handleSubmit(({ phoneNumber }) => answer.mutate(phoneNumber))(e)}
        >
          <TextField
            {...register('phoneNumber', {
              onChange: (event: { target: HTMLInputElement }) => {
                event.target.value = formatPhoneInput(event.target.value, 'US');
              },
            })}
            label={t(m.mobilePhone)}
            hint={t(m.mobileHint)}
            type="tel"
            inputMode="tel"
            isRequired
            autoComplete="tel-national"
            maxLength={14}
            error={formState.errors.phoneNumber?.message && localize(formState.errors.phoneNumber.message)}
          />
          {answer.error && <Alert variant="error">{localize(errorMessageOf(answer.error))}</Alert>}
          <SubmitButton isLoading={answer.isPending} loadingLabel={t(m.saving)}>
            {t(m.savePhone)}
          </SubmitButton>
        </form>
      ) : (
        <ConditionOutcome area={area} condition={condition} />
      )}
    </>
  );
}
