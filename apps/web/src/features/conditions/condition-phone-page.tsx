import { formatPhoneInput } from '@heloc/domain';
import { type Condition, conditionPhoneNumberBodySchema } from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { applicationPath } from '../../shared/application-status/destination';
import { ConditionOutcome } from './condition-outcome';
import { ConditionStateBadge } from './condition-state-badge';
import { useAnswerPhoneNumber } from '../../shared/conditions/api/answer-phone-number';
import { ConditionGate } from '../../shared/conditions/condition-gate';
import { isAnswerable } from '../../shared/conditions/use-condition-at';
import { ACTION_COPY } from './conditions-copy';
import { useI18n, zodResolver } from '../../lib/i18n';
import { conditionsMessages as m } from './conditions.messages';
import './conditions.css';

/** /{uuid}/conditions/phone-number (MISSING_PHONE_NUMBER): the mobile number, saved as the phone alias (docs/product/application-area.md §7). */
export function ConditionPhonePage() {
  const { uuid = '' } = useParams();
  const { t } = useI18n();
  return (
    <ConditionGate
      uuid={uuid}
      location="phone-number"
      listPath={applicationPath(uuid, 'conditions')}
      loadingLabel={t(m.loadingRequest)}
      spinnerSize="lg"
    >
      {(condition) => <PhoneAnswer uuid={uuid} condition={condition} />}
    </ConditionGate>
  );
}

function PhoneAnswer({ uuid, condition }: { uuid: string; condition: Condition }) {
  const answer = useAnswerPhoneNumber(uuid, condition.uuid);
  const { register, handleSubmit, formState } = useForm<{ phoneNumber: string }>({
    defaultValues: { phoneNumber: '' },
    resolver: zodResolver(conditionPhoneNumberBodySchema),
  });
  const copy = ACTION_COPY.ENTER_PHONE_NUMBER;
  const { t, localize } = useI18n();
  const canAnswer = isAnswerable(condition);

  return (
    <section className="page page--narrow stack conditions-page" aria-labelledby="condition-phone-title">
      <div className="condition-card__head">
        <h1 id="condition-phone-title">{t(copy.title)}</h1>
        <ConditionStateBadge condition={condition} />
      </div>
      <p className="page__lead">{condition.commentsToBorrower ?? t(copy.why)}</p>
      {condition.state === 'REJECTED' && condition.rejectionReason && (
        <Alert variant="error" title={t(m.answerNotAccepted)}>
          <p>{localize(condition.rejectionReason)}</p>
        </Alert>
      )}
      {canAnswer ? (
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
        <ConditionOutcome uuid={uuid} condition={condition} />
      )}
    </section>
  );
}
