import type { Offer } from '@heloc/domain/contracts';
import { type OfferFigures, money, percent, rateTypeLabel } from '../../shared/offer-figures/offer-figures';

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
  return (
    <dl className="offer-summary" aria-label="Your offer at a glance">
      <div>
        <dt>Line of credit</dt>
        <dd data-testid="line-amount">{money(offer.max)}</dd>
      </div>
      <div>
        <dt>First draw</dt>
        <dd data-testid="draw-amount">{money(draw)}</dd>
      </div>
      <div>
        <dt>Monthly payment</dt>
        <dd data-testid="monthly-payment">{money(figures.monthlyPayment)}</dd>
      </div>
      <div>
        <dt>Origination fee</dt>
        <dd data-testid="origination-fee">{money(figures.originationFee)}</dd>
      </div>
      <div>
        <dt>Total draw</dt>
        <dd data-testid="total-draw">{money(figures.totalDraw)}</dd>
      </div>
      <div className="offer-summary__rate">
        <dt>Rate</dt>
        <dd>
          {rateTypeLabel(offer.type)}, {percent(offer.rate)} APR for {offer.term} years
        </dd>
      </div>
    </dl>
  );
}
