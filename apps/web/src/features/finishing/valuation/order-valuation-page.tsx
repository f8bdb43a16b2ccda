import type { Valuation } from '@heloc/domain/contracts';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { Spinner } from '../../../ui/spinner';
import { BPO_AUTHORIZATION_REQUIRED_MESSAGE, type Message } from '@heloc/domain';
import { useOrderValuation } from '../api/order-valuation';
import { useValuation } from '../api/get-valuation';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useScreenGuard } from '../../../shared/application-status/use-screen-guard';
import { WithdrawButton } from '../../../shared/withdraw/withdraw-button';
import { useValuationWords } from './use-valuation-words';
import { ORDER_STATUSES } from './valuation-copy';
import { valuationMessages as m } from './valuation.messages';
import '../../../ui/valuation-facts.css';

/**
 * /{uuid}/bpo/order-bpo (BPO order request, BPO_REQUIRED, docs/product/registration-and-routing.md §4): the applicant sees the fee (docs/product/widgets-and-calculations.md §9: $180,
 * or nothing when the lender covers it) and how long it takes, agrees, and orders the broker price opinion.
 */
export function OrderValuationPage() {
  const { uuid = '' } = useParams();
  const { check, hasMovedOn } = useScreenGuard(uuid, ORDER_STATUSES);
  const valuation = useValuation(uuid);
  const { t, localize } = useValuationWords();

  if (check.phase === 'checking' || hasMovedOn) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  }
  if (valuation.error) return <Alert variant="error">{localize(errorMessageOf(valuation.error))}</Alert>;
  if (!valuation.data) return <Spinner label={t(m.loadingValuation)} size="lg" />;
  // Texas: the questionnaire comes first (docs/product/registration-and-routing.md §4).
  if (valuation.data.needsConditionQuestionnaire && !valuation.data.condition) {
    return <Navigate to={applicationPath(uuid, 'bpo/condition')} replace />;
  }
  return (
    <OrderForm
      uuid={uuid}
      valuation={valuation.data}
      onOrdered={(status) => void check.check({ previousStatus: status })}
    />
  );
}

function OrderForm({
  uuid,
  valuation,
  onOrdered,
}: {
  uuid: string;
  valuation: Valuation;
  onOrdered: (previousStatus: string) => void;
}) {
  const order = useOrderValuation(uuid);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<Message | undefined>();
  const { fee } = valuation;
  const { t, localize, money, feeSentence, bpoTurnaround } = useValuationWords();

  const submit = () => {
    if (!agreed) {
      setAgreeError(BPO_AUTHORIZATION_REQUIRED_MESSAGE);
      return;
    }
    order.mutate(undefined, { onSuccess: () => onOrdered(valuation.checklistStatus) });
  };

  return (
    <section className="page page--narrow stack valuation-page" aria-labelledby="order-title">
      <h1 id="order-title">{t(m.orderTitle)}</h1>
      <p className="page__lead">{t(m.whatIsABpo)}</p>
      <dl className="valuation-facts">
        <dt>{t(m.yourEstimate)}</dt>
        <dd>
          {valuation.estimatedValue !== null ? money(valuation.estimatedValue) : t(m.notGiven)}
          {t(m.changeBefore)}
          <Link to={applicationPath(uuid, 'bpo/estimate-value')}>{t(m.change)}</Link>
          {t(m.changeAfter)}
        </dd>
        {valuation.condition && (
          <>
            <dt>{t(m.conditionDescribed)}</dt>
            <dd>{t(m.conditionSummary, { condition: valuation.condition })}</dd>
          </>
        )}
        <dt>{t(m.valuationFee)}</dt>
        <dd>{fee.coveredByLender ? t(m.paidByLender) : money(fee.amountDollars)}</dd>
        <dt>{t(m.howLong)}</dt>
        <dd>{bpoTurnaround}</dd>
      </dl>
      <p>{feeSentence(fee)}</p>
      <h2>{t(m.whatHappensNext)}</h2>
      <p>{t(m.orderNext)}</p>
      <CheckboxField
        label={fee.coveredByLender ? t(m.agreeCovered) : t(m.agreeFee, { fee: money(fee.amountDollars) })}
        checked={agreed}
        error={agreeError && localize(agreeError)}
        onChange={(event) => {
          setAgreed(event.target.checked);
          setAgreeError(undefined);
        }}
      />
      {order.error && <Alert variant="error">{localize(errorMessageOf(order.error))}</Alert>}
      <div className="row">
        <Button onClick={submit} isLoading={order.isPending} loadingLabel={t(m.ordering)}>
          {t(m.orderValuation)}
        </Button>
        <WithdrawButton
          uuid={uuid}
          label={t(m.noThanks)}
          reason="VALUATION_FEE"
          consequence={t(m.noThanksConsequence)}
        />
      </div>
    </section>
  );
}
