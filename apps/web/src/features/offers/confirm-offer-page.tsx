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
import { figuresFor, offerKey, payoffDollarsOf } from '../../shared/offer-figures/offer-figures';
import { useOfferText } from '../../shared/offer-figures/use-offer-text';
import { offersMessages as m } from './offers.messages';
import { OfferSummary } from './offer-summary';

const PAYOFF_TEXT = {
  PRESERVE: m.confirmPreserve,
  DEDUCT: m.confirmDeduct,
  MAXIMIZE: m.confirmMaximize,
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
  const { t, localize, money, offerLabel } = useOfferText();

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!application) return <Spinner label={t(m.confirmLoading)} size="lg" />;
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
      <h1 id="confirm-title">{t(m.confirmTitle)}</h1>
      <p className="page__lead">{t(m.confirmLead, { offer: offerLabel(offer), amount: money(saved.drawAmount) })}</p>
      <OfferSummary offer={offer} draw={saved.drawAmount} figures={figures} />
      {payoffDollarsOf(application.liabilities) > 0 && <p>{t(PAYOFF_TEXT[saved.payoffPreference])}</p>}
      <p>{status?.checklistStatus === 'REVISED_OFFER_SELECTION' ? t(m.confirmRevised) : t(m.confirmHardPull)}</p>
      {confirm.error && <Alert variant="error">{localize(errorMessageOf(confirm.error))}</Alert>}
      {check.phase === 'error' && <Alert variant="error">{check.error && localize(check.error)}</Alert>}
      <div className="row">
        <Button onClick={onConfirm} isLoading={confirm.isPending} loadingLabel={t(m.confirming)}>
          {t(m.confirmButton)}
        </Button>
        <Link to={selectPath} state={routeState} className={buttonClassName('secondary')}>
          {t(m.changeOffer)}
        </Link>
      </div>
    </section>
  );
}
