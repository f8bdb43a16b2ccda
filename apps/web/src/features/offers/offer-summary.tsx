import type { Offer } from '@heloc/domain/contracts';
import type { OfferFigures } from '../../shared/offer-figures/offer-figures';
import { useOfferText } from '../../shared/offer-figures/use-offer-text';
import { offersMessages as m } from './offers.messages';

export interface OfferSummaryProps {
  offer: Offer;
  draw: number;
  figures: OfferFigures;
}

/**
 * The figures of the chosen offer and draw, from the domain's calculations (docs/product/widgets-and-calculations.md
 * §9): the line itself (its limit, the offer amount) beside the first draw and its monthly payment, then the fee and
 * the total drawn.
 */
export function OfferSummary({ offer, draw, figures }: OfferSummaryProps) {
  const { t, money, percent, rateTypeLabel } = useOfferText();
  return (
    <dl className="offer-summary" aria-label={t(m.summaryLabel)}>
      <div>
        <dt>{t(m.lineOfCredit)}</dt>
        <dd data-testid="line-amount">{money(offer.max)}</dd>
      </div>
      <div>
        <dt>{t(m.firstDraw)}</dt>
        <dd data-testid="draw-amount">{money(draw)}</dd>
      </div>
      <div>
        <dt>{t(m.monthlyPayment)}</dt>
        <dd data-testid="monthly-payment">{money(figures.monthlyPayment)}</dd>
      </div>
      <div>
        <dt>{t(m.originationFee)}</dt>
        <dd data-testid="origination-fee">{money(figures.originationFee)}</dd>
      </div>
      <div>
        <dt>{t(m.totalDraw)}</dt>
        <dd data-testid="total-draw">{money(figures.totalDraw)}</dd>
      </div>
      <div className="offer-summary__rate">
        <dt>{t(m.rate)}</dt>
        <dd>{t(m.rateValue, { type: rateTypeLabel(offer.type), rate: percent(offer.rate), term: offer.term })}</dd>
      </div>
    </dl>
  );
}
