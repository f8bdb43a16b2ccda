import type { Offer } from '@heloc/domain/contracts';
import {
  clampDraw,
  DISCOUNT_LABEL,
  type DrawRange,
  figuresFor,
  money,
  offerKey,
  offerLabel,
  percent,
  rateTypeLabel,
} from '../../shared/offer-figures/offer-figures';

export interface OfferComparisonProps {
  offers: readonly Offer[];
  draw: number;
  /** The draw range of each offer under the current payoff choice (null: no draw fits). */
  rangeOf: (offer: Offer) => DrawRange | null;
  maxFeeDollars: number | null;
  selectedKey: string;
}

/** The offers side by side, each priced for the draw the applicant chose (clamped into that offer's range). */
export function OfferComparison({ offers, draw, rangeOf, maxFeeDollars, selectedKey }: OfferComparisonProps) {
  return (
    // A region that may scroll sideways is reachable by keyboard (axe: scrollable-region-focusable).
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Offers compared">
      <table className="data-table offer-comparison">
        <caption>Compare offers for a draw of about {money(draw)}</caption>
        <thead>
          <tr>
            <th scope="col">Offer</th>
            <th scope="col">Rate type</th>
            <th scope="col">Term</th>
            <th scope="col">APR</th>
            <th scope="col">Discounts</th>
            <th scope="col">Origination fee</th>
            <th scope="col">Draw</th>
            <th scope="col">Monthly payment</th>
            <th scope="col">Total draw</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => {
            const range = rangeOf(offer);
            const amount = range ? clampDraw(draw, range) : null;
            const figures = amount === null ? null : figuresFor(offer, amount, maxFeeDollars);
            const key = offerKey(offer);
            return (
              <tr key={key} aria-current={key === selectedKey ? 'true' : undefined}>
                <th scope="row">{offerLabel(offer)}</th>
                <td>{rateTypeLabel(offer.type)}</td>
                <td>{offer.term} years</td>
                <td>{percent(offer.rate)}</td>
                <td>
                  {offer.discountList.length === 0
                    ? 'None'
                    : offer.discountList
                        .map(
                          (d) => `${DISCOUNT_LABEL[d.discountType] ?? d.discountType}: ${percent(d.rateWithDiscount)}`,
                        )
                        .join('; ')}
                </td>
                <td>{percent(offer.originationFee)}</td>
                <td>{amount === null ? 'Not available' : money(amount)}</td>
                <td>{figures ? money(figures.monthlyPayment) : '—'}</td>
                <td>{figures ? money(figures.totalDraw) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
