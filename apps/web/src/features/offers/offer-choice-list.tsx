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
} from '../../shared/offer-figures/offer-figures';

export interface OfferChoiceListProps {
  offers: readonly Offer[];
  selectedKey: string;
  onSelect: (key: string) => void;
  /** The draw the borrower asked for: each offer is priced for it, clamped into that offer's range. */
  draw: number;
  /** The draw range of each offer under the current payoff choice (null: no draw fits). */
  rangeOf: (offer: Offer) => DrawRange | null;
  maxFeeDollars: number | null;
}

/**
 * The offers as compact radio rows, each with its monthly payment for the draw asked for (the domain's total draw
 * with fee and annuity payment, docs/product/widgets-and-calculations.md §9), its rate, fee, line and discounts: on a
 * phone the five offers fit on about one screen and compare at a glance.
 */
export function OfferChoiceList({ offers, selectedKey, onSelect, draw, rangeOf, maxFeeDollars }: OfferChoiceListProps) {
  // The line is said once when every offer has the same, on each offer otherwise.
  const sameLine = offers.every((o) => o.max === offers[0]?.max);
  return (
    <fieldset className="offer-choices" aria-describedby={sameLine ? 'offer-choices-line' : undefined}>
      <legend>Choose an offer</legend>
      {sameLine && offers[0] && (
        <p id="offer-choices-line" className="offer-choices__line">
          Every offer is a line of credit of {money(offers[0].max)}. Payments are for a first draw of {money(draw)}.
        </p>
      )}
      {offers.map((offer) => {
        const key = offerKey(offer);
        const inputId = `offer-${key}`;
        const range = rangeOf(offer);
        const amount = range ? clampDraw(draw, range) : null;
        const figures = amount === null ? null : figuresFor(offer, amount, maxFeeDollars);
        const discounts = offer.discountList.map(
          (d) => `${DISCOUNT_LABEL[d.discountType] ?? d.discountType} ${percent(d.rateWithDiscount)}`,
        );
        return (
          <div key={key} className={`offer-card${key === selectedKey ? ' offer-card--selected' : ''}`}>
            <input
              type="radio"
              id={inputId}
              name="offer"
              value={key}
              checked={key === selectedKey}
              onChange={() => onSelect(key)}
              aria-describedby={`${inputId}-payment ${inputId}-details`}
            />
            <label htmlFor={inputId} className="offer-card__title">
              {offerLabel(offer)}
            </label>
            <p id={`${inputId}-payment`} className="offer-card__payment" data-testid={`offer-payment-${key}`}>
              {figures ? (
                <>
                  <strong>{money(figures.monthlyPayment)}</strong> a month
                  {amount !== draw && <> for {money(amount!)}</>}
                </>
              ) : (
                'No draw fits this offer'
              )}
            </p>
            <p id={`${inputId}-details`} className="offer-card__details">
              {percent(offer.rate)} APR · {percent(offer.originationFee)} fee
              {!sameLine && <> · line {money(offer.max)}</>}
              {discounts.length > 0 && <> · {discounts.join(' · ')}</>}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
