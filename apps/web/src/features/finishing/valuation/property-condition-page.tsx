import {
  CHOOSABLE_PROPERTY_CONDITIONS,
  PROPERTY_CONDITION_LABELS,
  type PropertyConditionAnswers,
  propertyConditionSchema,
  lazySchema,
} from '@heloc/domain';
import type { Valuation } from '@heloc/domain/contracts';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useAnswerPropertyCondition } from '../api/answer-property-condition';
import { useValuation } from '../api/get-valuation';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useScreenGuard } from '../../../shared/application-status/use-screen-guard';
import { ORDER_STATUSES } from './valuation-copy';
import { valuationMessages as m } from './valuation.messages';
import '../../../ui/valuation-facts.css';

type YesNo = 'yes' | 'no' | undefined;
/** What the radios hold: the yes/no questions as 'yes' or 'no' (react-hook-form keeps a radio's value as text). */
type FormValues = Omit<PropertyConditionAnswers, 'needsRepairs' | 'recentDamage' | 'exteriorAccessible'> & {
  needsRepairs: YesNo;
  recentDamage: YesNo;
  exteriorAccessible: YesNo;
};
const asBoolean = (value: unknown) => (value === 'yes' ? true : value === 'no' ? false : undefined);
// The domain's schema checks the answers once each yes or no is a boolean.
const formSchema = lazySchema(() =>
  z.preprocess(
    (values: FormValues) => ({
      ...values,
      needsRepairs: asBoolean(values.needsRepairs),
      recentDamage: asBoolean(values.recentDamage),
      exteriorAccessible: asBoolean(values.exteriorAccessible),
    }),
    propertyConditionSchema,
  ),
);
const resolver: Resolver<FormValues, unknown, PropertyConditionAnswers> = zodResolver(formSchema);

/**
 * /{uuid}/bpo/condition (Texas, BPO_REQUIRED, docs/product/registration-and-routing.md §4): the property-condition questionnaire answered before the
 * broker price opinion is ordered. The broker reads the answers; the overall condition becomes the status's condition.
 */
export function PropertyConditionPage() {
  const { uuid = '' } = useParams();
  const { check, hasMovedOn } = useScreenGuard(uuid, ORDER_STATUSES);
  const valuation = useValuation(uuid);
  const { t, localize } = useI18n();

  if (check.phase === 'checking' || hasMovedOn) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  }
  if (valuation.error) return <Alert variant="error">{localize(errorMessageOf(valuation.error))}</Alert>;
  if (!valuation.data) return <Spinner label={t(m.loadingValuation)} size="lg" />;
  return <ConditionForm uuid={uuid} valuation={valuation.data} />;
}

function ConditionForm({ uuid, valuation }: { uuid: string; valuation: Valuation }) {
  const navigate = useNavigate();
  const answer = useAnswerPropertyCondition(uuid);
  const { t, localize } = useI18n();
  const conditionOptions = CHOOSABLE_PROPERTY_CONDITIONS.map((value) => ({
    value,
    label: localize(PROPERTY_CONDITION_LABELS[value]),
  }));
  const yesNo = [
    { value: 'yes', label: t(m.yes) },
    { value: 'no', label: t(m.no) },
  ];
  const form = useForm<FormValues, unknown, PropertyConditionAnswers>({ resolver });
  const needsRepairs = form.watch('needsRepairs');
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    answer.mutate(body, { onSuccess: () => void navigate(applicationPath(uuid, 'bpo/order-bpo')) }),
  );

  return (
    <section className="page page--narrow stack valuation-page" aria-labelledby="condition-title">
      <h1 id="condition-title">{t(m.conditionTitle)}</h1>
      <p className="page__lead">{t(m.conditionLead)}</p>
      {valuation.condition && (
        <Alert variant="info" title={t(m.alreadyAnswered)}>
          <p>
            {t(m.changeAnswers)}
            <Link to={applicationPath(uuid, 'bpo/order-bpo')}>{t(m.continueToOrder)}</Link>
            {t(m.period)}
          </p>
        </Alert>
      )}
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <RadioGroupField
          legend={t(m.overallCondition)}
          options={conditionOptions}
          error={errors.overallCondition?.message}
          {...form.register('overallCondition')}
        />
        <RadioGroupField
          legend={t(m.needsRepairs)}
          options={yesNo}
          error={errors.needsRepairs?.message}
          {...form.register('needsRepairs')}
        />
        {needsRepairs === 'yes' && (
          <TextField
            label={t(m.whichRepairs)}
            hint={t(m.whichRepairsHint)}
            isRequired
            error={errors.repairsDescription?.message}
            {...form.register('repairsDescription')}
          />
        )}
        <RadioGroupField
          legend={t(m.recentDamage)}
          options={yesNo}
          error={errors.recentDamage?.message}
          {...form.register('recentDamage')}
        />
        <RadioGroupField
          legend={t(m.exteriorAccessible)}
          options={yesNo}
          error={errors.exteriorAccessible?.message}
          {...form.register('exteriorAccessible')}
        />
        {answer.error && <Alert variant="error">{localize(errorMessageOf(answer.error))}</Alert>}
        <div className="row">
          <SubmitButton isLoading={answer.isPending}>{t(m.continue)}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
