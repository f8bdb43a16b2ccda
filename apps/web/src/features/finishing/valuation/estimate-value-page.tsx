import { estimatedValueSchema, formatMoney } from '@heloc/domain';
import type { Valuation } from '@heloc/domain/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useEstimateValue } from '../api/estimate-value';
import { useValuation } from '../api/get-valuation';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { WithdrawButton } from '../../../shared/withdraw/withdraw-button';
import { useScreenGuard } from '../../../shared/application-status/use-screen-guard';
import { ESTIMATE_STATUSES, feeSentence, ORDER_STATUSES, WHAT_IS_A_BPO } from './valuation-copy';
import '../../../ui/valuation-facts.css';

// The field holds what the applicant typed ('$610,000'); the domain's schema checks the number it stands for.
const formSchema = z.object({
  estimatedValue: z
    .string()
    .transform((value) => (value.trim() ? Number(value.replace(/[$,\s]/g, '')) : undefined))
    .pipe(estimatedValueSchema.shape.estimatedValue),
});
type FormInput = { estimatedValue: string };

/** Where the applicant goes once the estimate is saved: the Texas questionnaire first, then the order. */
export const nextValuationScreen = (valuation: Valuation): string =>
  valuation.needsConditionQuestionnaire && !valuation.condition ? 'bpo/condition' : 'bpo/order-bpo';

/**
 * /{uuid}/bpo/estimate-value (NO_AVM_FOUND, docs/product/registration-and-routing.md §4): no automated valuation found a value for the home. The
 * applicant gives an estimate and learns what comes next: a broker price opinion and its fee.
 */
export function EstimateValuePage() {
  const { uuid = '' } = useParams();
  const { check, hasMovedOn } = useScreenGuard(uuid, [...ESTIMATE_STATUSES, ...ORDER_STATUSES]);
  const valuation = useValuation(uuid);

  if (check.phase === 'checking' || hasMovedOn) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  }
  if (valuation.error) return <Alert variant="error">{errorMessageOf(valuation.error)}</Alert>;
  if (!valuation.data) return <Spinner label="Loading your valuation" size="lg" />;
  return <EstimateForm uuid={uuid} valuation={valuation.data} />;
}

function EstimateForm({ uuid, valuation }: { uuid: string; valuation: Valuation }) {
  const navigate = useNavigate();
  const estimate = useEstimateValue(uuid);
  const form = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { estimatedValue: valuation.estimatedValue ? formatMoney(valuation.estimatedValue) : '' },
  });
  const onSubmit = form.handleSubmit((body) =>
    estimate.mutate(body, {
      onSuccess: (answer) => void navigate(applicationPath(uuid, nextValuationScreen(answer))),
    }),
  );

  return (
    <section className="page page--narrow stack valuation-page" aria-labelledby="estimate-title">
      <h1 id="estimate-title">Estimate your home’s value</h1>
      <h2>What is happening</h2>
      <p>
        The automated valuation we use could not value your home, which happens with homes that are unusual or rarely
        sold nearby. To continue, we need your estimate and then a valuation by a local broker.
      </p>
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Your estimate of your home’s value"
          hint="What you think your home would sell for today, in dollars. An estimate is fine."
          inputMode="numeric"
          autoComplete="off"
          isRequired
          error={form.formState.errors.estimatedValue?.message}
          {...form.register('estimatedValue')}
        />
        <h2>What happens next</h2>
        <p>{WHAT_IS_A_BPO}</p>
        <p>{feeSentence(valuation.fee)} You confirm the order on the next screen.</p>
        {estimate.error && <Alert variant="error">{errorMessageOf(estimate.error)}</Alert>}
        <div className="row">
          <SubmitButton isLoading={estimate.isPending}>Continue</SubmitButton>
          <WithdrawButton
            uuid={uuid}
            label="Withdraw my application"
            reason="VALUATION_FEE"
            consequence="Without a valuation of your home we cannot make you an offer, so withdrawing closes your application."
          />
        </div>
      </form>
    </section>
  );
}
