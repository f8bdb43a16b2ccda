import type { Offer } from '@heloc/domain/contracts';
import { clampDraw, type DrawRange, figuresFor, offerKey } from '../../shared/offer-figures/offer-figures';
import { useI18n } from '../../lib/i18n';
import { useOfferText } from '../../shared/offer-figures/use-offer-text';
import { offersMessages as m } from './offers.messages';

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
  const { t, money, percent, offerLabel, discountLabel } = useOfferText();
  const { rich } = useI18n();
  const separator = t(m.detailsSeparator);
  return (
    <fieldset className="offer-choices" aria-describedby={sameLine ? 'offer-choices-line' : undefined}>
      <legend>{t(m.chooseLegend)}</legend>
      {sameLine && offers[0] && (
        <p id="offer-choices-line" className="offer-choices__line">
          {t(m.sameLine, { line: money(offers[0].max), draw: money(draw) })}
        </p>
      )}
      {offers.map((offer) => {
        const key = offerKey(offer);
        const inputId = `offer-${key}`;
        const range = rangeOf(offer);
        const amount = range ? clampDraw(draw, range) : null;
        const figures = amount === null ? null : figuresFor(offer, amount, maxFeeDollars);
        const discounts = offer.discountList.map((d) =>
          t(m.discount, { label: discountLabel(d.discountType), rate: percent(d.rateWithDiscount) }),
        );
        const discountText = discounts.length > 0 ? separator + discounts.join(separator) : null;
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
                  {rich(m.perMonth, {
                    amount: money(figures.monthlyPayment),
                    b: (chunks) => <strong>{chunks}</strong>,
                  })}
                  {amount !== draw && t(m.forAmount, { amount: money(amount!) })}
                </>
              ) : (
                t(m.noDrawFitsOffer)
              )}
            </p>
            <p id={`${inputId}-details`} className="offer-card__details">
              {t(m.details, { rate: percent(offer.rate), fee: percent(offer.originationFee) })}
              {!sameLine && t(m.detailsLine, { line: money(offer.max) })}
              {discountText}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
