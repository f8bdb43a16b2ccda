import type { Offer } from '@heloc/domain/contracts';
import { DISCOUNT_LABEL, offerKey, offerLabel, percent, rateTypeLabel } from '../../shared/offer-figures/offer-figures';

export interface OfferChoiceListProps {
  offers: readonly Offer[];
  selectedKey: string;
  onSelect: (key: string) => void;
}

/** The offers as radio cards: term in years, fixed or variable, APR, origination fee and discounts. */
export function OfferChoiceList({ offers, selectedKey, onSelect }: OfferChoiceListProps) {
  return (
    <fieldset className="offer-choices">
      <legend>Choose an offer</legend>
      {offers.map((offer) => {
        const key = offerKey(offer);
        const inputId = `offer-${key}`;
        return (
          <div key={key} className={`offer-card${key === selectedKey ? ' offer-card--selected' : ''}`}>
            <input
              type="radio"
              id={inputId}
              name="offer"
              value={key}
              checked={key === selectedKey}
              onChange={() => onSelect(key)}
              aria-describedby={`${inputId}-details`}
            />
            <label htmlFor={inputId} className="offer-card__title">
              {offerLabel(offer)}
            </label>
            <dl id={`${inputId}-details`} className="offer-card__details">
              <dt>Rate</dt>
              <dd>
                {rateTypeLabel(offer.type)}, {percent(offer.rate)} APR
              </dd>
              <dt>Term</dt>
              <dd>{offer.term} years</dd>
              <dt>Origination fee</dt>
              <dd>{percent(offer.originationFee)} of the amount drawn</dd>
              {offer.discountList.map((discount) => (
                <div key={discount.discountType} className="offer-card__discount">
                  <dt>{DISCOUNT_LABEL[discount.discountType] ?? discount.discountType}</dt>
                  <dd>{percent(discount.rateWithDiscount)} APR</dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
    </fieldset>
  );
}
