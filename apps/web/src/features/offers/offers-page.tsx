import type { Offer } from '@heloc/domain/contracts';
import { useDeferredValue } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { type OfferApplication, useApplication } from '../../shared/application-status/api/get-application';
import { useApplicationStatus } from '../../shared/application-status/api/get-status';
import { useSelectOffer } from './api/select-offer';
import { applicationPath, relativeScreenPath } from '../../shared/application-status/destination';
import { SupportContact } from '../../shared/application-status/support-contact';
import { DrawAmountField } from './draw-amount-field';
import { OfferChoiceList } from './offer-choice-list';
import { OfferComparison } from './offer-comparison';
import { DrawAmountIntro, OffersIntro } from './offers-intro';
import { paymentInputFor } from '../../shared/offer-figures/offer-figures';
import { useOfferText } from '../../shared/offer-figures/use-offer-text';
import { offersMessages as m } from './offers.messages';
import { OfferSummary } from './offer-summary';
import { PaymentChart } from './payment-chart';
import { PayoffPreferenceField } from './payoff-preference-field';
import { useOfferChoice } from './use-offer-choice';
import { yearlySchedule } from './yearly-schedule';

/** The router's state for OFFER_SELECTION with a VERIFIED_OFFER sub-decision (docs/product/registration-and-routing.md §4). */
export interface OfferRouteState {
  uwDecision?: string | null;
  from?: string;
}

type WithOffers = OfferApplication & { offers: [Offer, ...Offer[]] };

const hasOffers = (app: OfferApplication): app is WithOffers => app.offers.length > 0;

/** /{uuid}/product/select: the pre-qualified offers (docs/product/application-area.md §2.1, docs/product/widgets-and-calculations.md §3 Offer, §9 calculations). */
export function OffersPage() {
  const { uuid = '' } = useParams();
  const { data: application, error, refetch, isFetching } = useApplication(uuid);
  const { t, localize } = useI18n();

  if (error) {
    return (
      <section className="page page--narrow stack" aria-labelledby="offers-title">
        <h1 id="offers-title">{t(m.title)}</h1>
        <Alert variant="error">{localize(errorMessageOf(error))}</Alert>
        <Button onClick={() => void refetch()} isLoading={isFetching}>
          {t(m.tryAgain)}
        </Button>
      </section>
    );
  }
  if (!application) return <Spinner label={t(m.loading)} size="lg" />;
  if (!hasOffers(application)) {
    return (
      <section className="page page--narrow stack" aria-labelledby="offers-title">
        <h1 id="offers-title">{t(m.title)}</h1>
        <p>{t(m.none)}</p>
        <SupportContact />
      </section>
    );
  }
  return <OfferSelection uuid={uuid} application={application} />;
}

function OfferSelection({ uuid, application }: { uuid: string; application: WithOffers }) {
  const choice = useOfferChoice(application);
  const { data: status } = useApplicationStatus(uuid);
  const select = useSelectOffer(uuid);
  const navigate = useNavigate();
  const { t, localize, money } = useOfferText();
  const { rich } = useI18n();
  const routeState = (useLocation().state ?? null) as OfferRouteState | null;
  // A way back only to a screen of its own: the root and the offers themselves would route straight here again.
  const fromScreen = routeState?.from ? relativeScreenPath(uuid, routeState.from) : '';
  const from = fromScreen && !fromScreen.startsWith('product/select') ? routeState?.from : undefined;
  const { offer, range, draw, figures } = choice;
  // The chart and the comparison sit below the fold; they render right after the first paint, in a pass the
  // browser can interrupt, so the offers themselves show sooner and no long task keeps a tap waiting.
  const showsBelowFold = useDeferredValue(true, false);
  const schedule = figures && showsBelowFold ? yearlySchedule(paymentInputFor(offer, draw, choice.maxFeeDollars)) : [];

  const submit = () =>
    select.mutate(
      { term: offer.term, type: offer.type, drawAmount: draw, payoffPreference: choice.payoffPreference },
      { onSuccess: () => void navigate(applicationPath(uuid, 'product/select/confirm'), { state: routeState }) },
    );

  return (
    <section className="page stack offers-page" aria-labelledby="offers-title">
      <OffersIntro />
      {routeState?.uwDecision !== undefined && (
        <Alert variant="success" title={t(m.verifiedTitle)}>
          {from ? rich(m.verifiedBack, { back: (chunks) => <Link to={from}>{chunks}</Link> }) : t(m.verifiedBody)}
        </Alert>
      )}
      {status?.checklistStatus === 'REVISED_OFFER_SELECTION' && (
        <Alert variant="info" title={t(m.updatedTitle)}>
          {t(m.updatedBody)}
        </Alert>
      )}
      <DrawAmountIntro />
      {choice.isTypicalStart && range && <p className="page__lead">{t(m.typicalStart, { amount: money(draw) })}</p>}
      {choice.hasPayoffs && (
        <PayoffPreferenceField
          value={choice.payoffPreference}
          payoffDollars={choice.payoffDollars}
          onChange={choice.setPayoffPreference}
        />
      )}
      {range ? (
        <DrawAmountField value={draw} range={range} onChange={choice.setDraw} />
      ) : (
        <Alert variant="warn">{t(m.noDrawFits)}</Alert>
      )}
      <OfferChoiceList
        offers={choice.offers}
        selectedKey={choice.selectedKey}
        onSelect={choice.setSelectedKey}
        draw={draw || choice.requestedDraw}
        rangeOf={choice.rangeOf}
        maxFeeDollars={choice.maxFeeDollars}
      />
      {figures && <OfferSummary offer={offer} draw={draw} figures={figures} />}

      {figures && schedule.length > 0 && (
        <>
          <h2>{t(m.paymentsTitle)}</h2>
          <PaymentChart rows={schedule} startBalance={figures.totalDraw} monthlyPayment={figures.monthlyPayment} />
        </>
      )}

      {showsBelowFold && (
        <>
          <h2>{t(m.compareTitle)}</h2>
          <OfferComparison
            offers={choice.offers}
            draw={draw || choice.requestedDraw}
            rangeOf={choice.rangeOf}
            maxFeeDollars={choice.maxFeeDollars}
            selectedKey={choice.selectedKey}
          />
        </>
      )}

      {select.error && <Alert variant="error">{localize(errorMessageOf(select.error))}</Alert>}
      <div className="row">
        <Button onClick={submit} disabled={!range} isLoading={select.isPending} loadingLabel={t(m.saving)}>
          {t(m.select)}
        </Button>
        {range && <span className="page__lead">{t(m.selectedLine, { amount: money(draw), term: offer.term })}</span>}
      </div>
      {/* docs/pricing.md "Pricing sheets": the sheet that priced these offers, which a later sheet never changes. */}
      {application.pricingSheetVersion !== null && (
        <p className="page__lead">{t(m.pricedBy, { version: String(application.pricingSheetVersion) })}</p>
      )}
    </section>
  );
}
