import {
  CHOOSABLE_PROPERTY_CONDITIONS,
  PROPERTY_CONDITION_LABELS,
  type PropertyConditionAnswers,
  propertyConditionSchema,
} from '@heloc/domain';
import type { Valuation } from '@heloc/domain/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
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
import '../../../ui/valuation-facts.css';

const CONDITION_OPTIONS = CHOOSABLE_PROPERTY_CONDITIONS.map((value) => ({
  value,
  label: PROPERTY_CONDITION_LABELS[value],
}));
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
type YesNo = 'yes' | 'no' | undefined;
/** What the radios hold: the yes/no questions as 'yes' or 'no' (react-hook-form keeps a radio's value as text). */
type FormValues = Omit<PropertyConditionAnswers, 'needsRepairs' | 'recentDamage' | 'exteriorAccessible'> & {
  needsRepairs: YesNo;
  recentDamage: YesNo;
  exteriorAccessible: YesNo;
};
const asBoolean = (value: unknown) => (value === 'yes' ? true : value === 'no' ? false : undefined);
// The domain's schema checks the answers once each yes or no is a boolean.
const formSchema = z.preprocess(
  (values: FormValues) => ({
    ...values,
    needsRepairs: asBoolean(values.needsRepairs),
    recentDamage: asBoolean(values.recentDamage),
    exteriorAccessible: asBoolean(values.exteriorAccessible),
  }),
  propertyConditionSchema,
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

  if (check.phase === 'checking' || hasMovedOn) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  }
  if (valuation.error) return <Alert variant="error">{errorMessageOf(valuation.error)}</Alert>;
  if (!valuation.data) return <Spinner label="Loading your valuation" size="lg" />;
  return <ConditionForm uuid={uuid} valuation={valuation.data} />;
}

function ConditionForm({ uuid, valuation }: { uuid: string; valuation: Valuation }) {
  const navigate = useNavigate();
  const answer = useAnswerPropertyCondition(uuid);
  const form = useForm<FormValues, unknown, PropertyConditionAnswers>({ resolver });
  const needsRepairs = form.watch('needsRepairs');
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    answer.mutate(body, { onSuccess: () => void navigate(applicationPath(uuid, 'bpo/order-bpo')) }),
  );

  return (
    <section className="page page--narrow stack valuation-page" aria-labelledby="condition-title">
      <h1 id="condition-title">Tell us about your home’s condition</h1>
      <p className="page__lead">
        Texas asks for a few answers about your home before a broker values it. The broker sees only the outside, so
        your answers help them value it fairly. It takes about a minute.
      </p>
      {valuation.condition && (
        <Alert variant="info" title="You already answered these questions">
          <p>
            You can change your answers below, or{' '}
            <Link to={applicationPath(uuid, 'bpo/order-bpo')}>continue to order your valuation</Link>.
          </p>
        </Alert>
      )}
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <RadioGroupField
          legend="What is the overall condition of your home?"
          options={CONDITION_OPTIONS}
          error={errors.overallCondition?.message}
          {...form.register('overallCondition')}
        />
        <RadioGroupField
          legend="Does your home need any repairs (roof, foundation, plumbing, electrical, heating or cooling)?"
          options={YES_NO}
          error={errors.needsRepairs?.message}
          {...form.register('needsRepairs')}
        />
        {needsRepairs === 'yes' && (
          <TextField
            label="Which repairs are needed?"
            hint="For example: the roof needs new shingles."
            isRequired
            error={errors.repairsDescription?.message}
            {...form.register('repairsDescription')}
          />
        )}
        <RadioGroupField
          legend="Has your home been damaged in the last 12 months (storm, flood, fire or freeze)?"
          options={YES_NO}
          error={errors.recentDamage?.message}
          {...form.register('recentDamage')}
        />
        <RadioGroupField
          legend="Can a broker see and photograph the outside of your home from the street?"
          options={YES_NO}
          error={errors.exteriorAccessible?.message}
          {...form.register('exteriorAccessible')}
        />
        {answer.error && <Alert variant="error">{errorMessageOf(answer.error)}</Alert>}
        <div className="row">
          <SubmitButton isLoading={answer.isPending}>Continue</SubmitButton>
        </div>
      </form>
    </section>
  );
}
