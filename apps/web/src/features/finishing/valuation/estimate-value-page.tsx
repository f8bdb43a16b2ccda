import { estimatedValueSchema, lazySchema } from '@heloc/domain';
import type { Valuation } from '@heloc/domain/contracts';
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
import { useValuationWords } from './use-valuation-words';
import { ESTIMATE_STATUSES, ORDER_STATUSES } from './valuation-copy';
import { valuationMessages as m } from './valuation.messages';
import '../../../ui/valuation-facts.css';
import { zodResolver } from '../../../lib/i18n';

// The field holds what the applicant typed ('$610,000'); the domain's schema checks the number it stands for.
const formSchema = lazySchema(() =>
  z.object({
    estimatedValue: z
      .string()
      .transform((value) => (value.trim() ? Number(value.replace(/[$,\s]/g, '')) : undefined))
      .pipe(estimatedValueSchema.shape.estimatedValue),
  }),
);
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
  const { t, localize } = useValuationWords();

  if (check.phase === 'checking' || hasMovedOn) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  }
  if (valuation.error) return <Alert variant="error">{localize(errorMessageOf(valuation.error))}</Alert>;
  if (!valuation.data) return <Spinner label={t(m.loadingValuation)} size="lg" />;
  return <EstimateForm uuid={uuid} valuation={valuation.data} />;
}

function EstimateForm({ uuid, valuation }: { uuid: string; valuation: Valuation }) {
  const navigate = useNavigate();
  const estimate = useEstimateValue(uuid);
  const { t, localize, money, feeSentence } = useValuationWords();
  const form = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { estimatedValue: valuation.estimatedValue ? money(valuation.estimatedValue) : '' },
  });
  const onSubmit = form.handleSubmit((body) =>
    estimate.mutate(body, {
      onSuccess: (answer) => void navigate(applicationPath(uuid, nextValuationScreen(answer))),
    }),
  );

  return (
    <section className="page page--narrow stack valuation-page" aria-labelledby="estimate-title">
      <h1 id="estimate-title">{t(m.estimateTitle)}</h1>
      <h2>{t(m.whatIsHappening)}</h2>
      <p>{t(m.estimateHappening)}</p>
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t(m.estimateLabel)}
          hint={t(m.estimateHint)}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          error={form.formState.errors.estimatedValue?.message}
          {...form.register('estimatedValue')}
        />
        <h2>{t(m.whatHappensNext)}</h2>
        <p>{t(m.whatIsABpo)}</p>
        <p>{t(m.feeThenConfirm, { fee: feeSentence(valuation.fee) })}</p>
        {estimate.error && <Alert variant="error">{localize(errorMessageOf(estimate.error))}</Alert>}
        <div className="row">
          <SubmitButton isLoading={estimate.isPending}>{t(m.continue)}</SubmitButton>
          <WithdrawButton
            uuid={uuid}
            label={t(m.withdraw)}
            reason="VALUATION_FEE"
            consequence={t(m.withdrawConsequence)}
          />
        </div>
      </form>
    </section>
  );
}
