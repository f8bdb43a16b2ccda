import { formatMoney } from '@heloc/domain';
import type { Valuation } from '@heloc/domain/contracts';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { Spinner } from '../../../ui/spinner';
import { BPO_AUTHORIZATION_REQUIRED_MESSAGE } from '@heloc/domain';
import { useOrderValuation } from '../api/order-valuation';
import { useValuation } from '../api/get-valuation';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useScreenGuard } from '../../../shared/application-status/use-screen-guard';
import { WithdrawButton } from '../../../shared/withdraw/withdraw-button';
import {
  bpoTurnaround,
  feeSentence,
  ORDER_STATUSES,
  PROPERTY_CONDITION_SUMMARY,
  WHAT_IS_A_BPO,
} from './valuation-copy';
import '../../../ui/valuation-facts.css';

/**
 * /{uuid}/bpo/order-bpo (BPO order request, BPO_REQUIRED, docs/product/registration-and-routing.md §4): the applicant sees the fee (docs/product/widgets-and-calculations.md §9: $180,
 * or nothing when the lender covers it) and how long it takes, agrees, and orders the broker price opinion.
 */
export function OrderValuationPage() {
  const { uuid = '' } = useParams();
  const { check, hasMovedOn } = useScreenGuard(uuid, ORDER_STATUSES);
  const valuation = useValuation(uuid);

  if (check.phase === 'checking' || hasMovedOn) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  }
  if (valuation.error) return <Alert variant="error">{errorMessageOf(valuation.error)}</Alert>;
  if (!valuation.data) return <Spinner label="Loading your valuation" size="lg" />;
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
  const [agreeError, setAgreeError] = useState<string | undefined>();
  const { fee } = valuation;

  const submit = () => {
    if (!agreed) {
      setAgreeError(BPO_AUTHORIZATION_REQUIRED_MESSAGE);
      return;
    }
    order.mutate(undefined, { onSuccess: () => onOrdered(valuation.checklistStatus) });
  };

  return (
    <section className="page page--narrow stack valuation-page" aria-labelledby="order-title">
      <h1 id="order-title">Order your home valuation</h1>
      <p className="page__lead">{WHAT_IS_A_BPO}</p>
      <dl className="valuation-facts">
        <dt>Your estimate</dt>
        <dd>
          {valuation.estimatedValue !== null ? formatMoney(valuation.estimatedValue) : 'Not given'} (
          <Link to={applicationPath(uuid, 'bpo/estimate-value')}>change</Link>)
        </dd>
        {valuation.condition && (
          <>
            <dt>Condition you described</dt>
            <dd>{PROPERTY_CONDITION_SUMMARY[valuation.condition]}</dd>
          </>
        )}
        <dt>Valuation fee</dt>
        <dd>{fee.coveredByLender ? 'Paid by your lender' : formatMoney(fee.amountDollars)}</dd>
        <dt>How long it takes</dt>
        <dd>{bpoTurnaround}</dd>
      </dl>
      <p>{feeSentence(fee)}</p>
      <h2>What happens next</h2>
      <p>
        We send the order to a broker near your home today. While they work on it this page shows when it was ordered
        and when we expect it. Your offers are then based on the broker’s value, not on your estimate.
      </p>
      <CheckboxField
        label={
          fee.coveredByLender
            ? 'I agree to a broker viewing and photographing the outside of my home.'
            : `I agree to a broker viewing and photographing the outside of my home, and to the ${formatMoney(fee.amountDollars)} valuation fee being added to my closing costs.`
        }
        checked={agreed}
        error={agreeError}
        onChange={(event) => {
          setAgreed(event.target.checked);
          setAgreeError(undefined);
        }}
      />
      {order.error && <Alert variant="error">{errorMessageOf(order.error)}</Alert>}
      <div className="row">
        <Button onClick={submit} isLoading={order.isPending} loadingLabel="Ordering">
          Order my valuation
        </Button>
        <WithdrawButton
          uuid={uuid}
          label="No thanks, withdraw"
          reason="VALUATION_FEE"
          consequence="Without a valuation of your home we cannot make you an offer, so withdrawing closes your application. Nothing is charged."
        />
      </div>
    </section>
  );
}
