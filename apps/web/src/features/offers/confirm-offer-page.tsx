import { Link, Navigate, useLocation, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useApplication } from '../../shared/application-status/api/get-application';
import { useApplicationStatus } from '../../shared/application-status/api/get-status';
import { useConfirmOffer } from './api/confirm-offer';
import { applicationPath } from '../../shared/application-status/destination';
import { ProcessingScreen } from '../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../shared/application-status/use-status-check';
import { figuresFor, money, offerKey, offerLabel, payoffDollarsOf } from '../../shared/offer-figures/offer-figures';
import { OfferSummary } from './offer-summary';

const PAYOFF_TEXT = {
  PRESERVE: 'Your existing liens stay in place.',
  DEDUCT: 'Your liens marked for payoff are paid off from this line before your cash draw.',
  MAXIMIZE: 'Your liens marked for payoff are paid off and you draw the rest of the line as cash.',
} as const;

/**
 * /{uuid}/product/select/confirm: the choice saved on the server, to confirm. Confirming moves the application on;
 * the status is then re-read with the polling policy and the applicant routed (docs/product/registration-and-routing.md §4).
 */
export function ConfirmOfferPage() {
  const { uuid = '' } = useParams();
  const routeState = useLocation().state;
  const { data: application, error } = useApplication(uuid);
  const { data: status } = useApplicationStatus(uuid);
  const confirm = useConfirmOffer(uuid);
  const check = useStatusCheck(uuid);
  const selectPath = applicationPath(uuid, 'product/select');

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  if (error) return <Alert variant="error">{errorMessageOf(error)}</Alert>;
  if (!application) return <Spinner label="Loading your offer" size="lg" />;
  const saved = application.selectedOffer;
  const offer = saved && application.offers.find((o) => offerKey(o) === offerKey(saved));
  if (!saved || !offer) return <Navigate to={selectPath} replace state={routeState} />;
  const figures = figuresFor(offer, saved.drawAmount, application.ofeeMaxThreshold);

  const onConfirm = () => {
    // The status before this step: the re-read waits for it to change (docs/product/registration-and-routing.md §4).
    const previousStatus = status?.checklistStatus;
    confirm.mutate(undefined, { onSuccess: () => void check.check({ previousStatus }) });
  };

  return (
    <section className="page page--narrow stack" aria-labelledby="confirm-title">
      <h1 id="confirm-title">Confirm your offer</h1>
      <p className="page__lead">
        You chose the {offerLabel(offer)} offer with a cash draw of {money(saved.drawAmount)}.
      </p>
      <OfferSummary offer={offer} draw={saved.drawAmount} figures={figures} />
      {payoffDollarsOf(application.liabilities) > 0 && <p>{PAYOFF_TEXT[saved.payoffPreference]}</p>}
      <p>
        {status?.checklistStatus === 'REVISED_OFFER_SELECTION'
          ? 'Your credit report was already pulled: when you confirm this revised offer, you go on to verify your identity.'
          : 'When you confirm, we request your full credit report (a hard credit pull) to prepare your final offer.'}
      </p>
      {confirm.error && <Alert variant="error">{errorMessageOf(confirm.error)}</Alert>}
      {check.phase === 'error' && <Alert variant="error">{check.error}</Alert>}
      <div className="row">
        <Button onClick={onConfirm} isLoading={confirm.isPending} loadingLabel="Confirming">
          Confirm offer
        </Button>
        <Link to={selectPath} state={routeState} className={buttonClassName('secondary')}>
          Change offer
        </Link>
      </div>
    </section>
  );
}
