import { formatMoney } from '@heloc/domain';
import type { Requalification } from '@heloc/domain/contracts';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useAcceptRequalification } from '../api/accept-requalification';
import { useRequalification } from '../api/get-requalification';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useScreenGuard } from '../../../shared/application-status/use-screen-guard';
import { WithdrawButton } from '../../../shared/withdraw/withdraw-button';
import '../../../ui/valuation-facts.css';

const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth'];
const ordinal = (n: number) => ORDINALS[n] ?? `${n}th`;

/**
 * /{uuid}/product/prequal-winback (CLTV_LIEN_POSITION_REQUALIFY, docs/product/registration-and-routing.md §4): the title search found liens the credit
 * report did not show, so the line sits behind more debt. A lower line still qualifies: the applicant accepts it and
 * sees the offers, or leaves (withdraws, after a confirmation).
 */
export function PrequalWinbackPage() {
  const { uuid = '' } = useParams();
  const { check, hasMovedOn } = useScreenGuard(uuid, ['CLTV_LIEN_POSITION_REQUALIFY']);
  const requalification = useRequalification(uuid);
  const accept = useAcceptRequalification(uuid);

  if (check.phase === 'checking' || hasMovedOn) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  }
  if (requalification.error) return <Alert variant="error">{errorMessageOf(requalification.error)}</Alert>;
  if (!requalification.data) return <Spinner label="Loading your new line" size="lg" />;
  const r: Requalification = requalification.data;
  const found = r.titleLienDollars - r.reportedLienDollars;

  return (
    <section className="page page--narrow stack" aria-labelledby="winback-title">
      <h1 id="winback-title">You still qualify, for a smaller line</h1>
      <h2>What changed</h2>
      <p>
        The title search of your home found {formatMoney(found)} in loans secured by it that your credit report did not
        show, {formatMoney(r.titleLienDollars)} in all. Your line would be the {ordinal(r.lienPosition)} loan on your
        home, and together all loans may not exceed our limit on your home’s value of{' '}
        {formatMoney(r.propertyValueDollars)}.
      </p>
      <dl className="valuation-facts">
        <dt>Largest line before</dt>
        <dd>{formatMoney(r.previousMaxLine)}</dd>
        <dt>Largest line now</dt>
        <dd>
          <strong>{formatMoney(r.newMaxLine)}</strong>
        </dd>
      </dl>
      <p>
        If one of these loans is paid off or is not yours, call us before you choose: a specialist can review the title
        with you.
      </p>
      <h2>What you can do now</h2>
      <p>
        Continue to see your offers up to {formatMoney(r.newMaxLine)}, or withdraw your application. Continuing does not
        commit you to anything.
      </p>
      {accept.error && <Alert variant="error">{errorMessageOf(accept.error)}</Alert>}
      {check.phase === 'error' && <Alert variant="error">{check.error}</Alert>}
      <div className="row">
        <Button
          onClick={() =>
            accept.mutate(undefined, {
              onSuccess: () => void check.check({ previousStatus: 'CLTV_LIEN_POSITION_REQUALIFY' }),
            })
          }
          isLoading={accept.isPending}
          loadingLabel="Preparing your offers"
        >
          See my offers
        </Button>
        <WithdrawButton
          uuid={uuid}
          label="No thanks, withdraw"
          reason="LINE_TOO_LOW"
          consequence={`You would leave a line of up to ${formatMoney(r.newMaxLine)} behind and your application would be closed.`}
        />
      </div>
      <SupportContact />
    </section>
  );
}
