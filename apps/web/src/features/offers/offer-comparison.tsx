import type { Offer } from '@heloc/domain/contracts';
import { clampDraw, type DrawRange, figuresFor, offerKey } from '../../shared/offer-figures/offer-figures';
import { useOfferText } from '../../shared/offer-figures/use-offer-text';
import { TermHintFor } from '../../shared/term-hints/term-hint-for';
import { offersMessages as m } from './offers.messages';

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
  const { t, money, percent, offerLabel, rateTypeLabel, discountLabel } = useOfferText();
  return (
    // A region that may scroll sideways is reachable by keyboard (axe: scrollable-region-focusable).
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t(m.comparedLabel)}>
      <table className="data-table offer-comparison">
        <caption>{t(m.compareCaption, { amount: money(draw) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t(m.colOffer)}</th>
            <th scope="col">{t(m.colRateType)}</th>
            <th scope="col">{t(m.colTerm)}</th>
            <th scope="col">
              {t(m.colApr)}
              <TermHintFor term="apr" />
            </th>
            <th scope="col">{t(m.colDiscounts)}</th>
            <th scope="col">
              {t(m.colFee)}
              <TermHintFor term="originationFee" />
            </th>
            <th scope="col">{t(m.colDraw)}</th>
            <th scope="col">{t(m.colPayment)}</th>
            <th scope="col">{t(m.colTotal)}</th>
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
                <td>{t(m.years, { term: offer.term })}</td>
                <td>{percent(offer.rate)}</td>
                <td>
                  {offer.discountList.length === 0
                    ? t(m.noDiscounts)
                    : offer.discountList
                        .map((d) =>
                          t(m.discountItem, {
                            label: discountLabel(d.discountType),
                            rate: percent(d.rateWithDiscount),
                          }),
                        )
                        .join(t(m.discountSeparator))}
                </td>
                <td>{percent(offer.originationFee)}</td>
                <td>{amount === null ? t(m.notAvailable) : money(amount)}</td>
                <td>{figures ? money(figures.monthlyPayment) : t(m.noFigure)}</td>
                <td>{figures ? money(figures.totalDraw) : t(m.noFigure)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
