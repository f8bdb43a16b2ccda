import {
  drawLimits,
  LIABILITY_PAYOFF_STATUSES,
  monthlyPayment,
  originationFeeDollars,
  totalDrawFromAmount,
  type PayoffPreference,
  type PaymentInput,
} from '@heloc/domain';
import type { Liability, Offer } from '@heloc/domain/contracts';

/** Draw amounts move in $500 steps on the slider (ours: the spec does not give a step). */
export const DRAW_STEP_DOLLARS = 500;

/** A stable key for an offer: one offer per term and rate type. */
export const offerKey = (offer: Pick<Offer, 'term' | 'type'>): string => `${offer.type}-${offer.term}`;

/** The balances of the liens marked for payoff (docs/product/widgets-and-calculations.md §3 Liability), dollars. */
export const payoffDollarsOf = (liabilities: readonly Liability[]): number =>
  liabilities
    .filter((l) => (LIABILITY_PAYOFF_STATUSES as readonly (string | null)[]).includes(l.payOff.status))
    .reduce((sum, l) => sum + l.monetaryBalance, 0);

export interface DrawRange {
  min: number;
  max: number;
}

/**
 * The draws allowed for an offer and payoff preference: the domain's drawLimits (docs/product/widgets-and-calculations.md §9), kept inside the
 * offer's own minDraw..maxDraw, which the server enforces, in whole dollars. null when no draw fits (payoffs use up
 * the line).
 */
export const drawRangeFor = (
  offer: Offer,
  payoffPreference: PayoffPreference,
  payoffDollars: number,
  maxFeeDollars: number | null,
): DrawRange | null => {
  const limits = drawLimits({
    offerMin: offer.min,
    offerMax: offer.max,
    originationFee: offer.originationFee,
    ...(maxFeeDollars === null ? {} : { maxFeeDollars }),
    minRecordingTax: offer.minRecordingTax,
    maxRecordingTax: offer.maxRecordingTax,
    payoffDollars,
    payoffPreference,
  });
  // drawLimits works in cents, but a homeowner chooses a draw in whole dollars: the minimum rounds up and the maximum
  // down, so every whole-dollar draw offered stays inside the domain's limits (the rule itself is left as it is).
  const min = Math.ceil(Math.max(limits.minDraw, offer.minDraw));
  const max = Math.floor(Math.min(limits.maxDraw, offer.maxDraw));
  return min <= max && max > 0 ? { min, max } : null;
};

export const clampDraw = (value: number, range: DrawRange): number => Math.min(Math.max(value, range.min), range.max);

/** A typed or saved draw as whole dollars inside the range (draws are chosen in whole dollars). */
export const wholeDollarDraw = (value: number, range: DrawRange): number => clampDraw(Math.round(value), range);

/** The slider's bounds: the range's $500 multiples (the typed field still reaches the exact ends). */
export const sliderBounds = (range: DrawRange): DrawRange => {
  const min = Math.ceil(range.min / DRAW_STEP_DOLLARS) * DRAW_STEP_DOLLARS;
  const max = Math.floor(range.max / DRAW_STEP_DOLLARS) * DRAW_STEP_DOLLARS;
  return min <= max ? { min, max } : range;
};

export interface OfferFigures {
  monthlyPayment: number;
  originationFee: number;
  totalDraw: number;
}

/** The payment input of the domain's calculations for a draw on an offer. */
export const paymentInputFor = (offer: Offer, draw: number, maxFeeDollars: number | null): PaymentInput => ({
  amount: draw,
  originationFee: offer.originationFee,
  ...(maxFeeDollars === null ? {} : { maxFeeDollars }),
  annualRate: offer.rate,
  termYears: offer.term,
});

/** docs/product/widgets-and-calculations.md §9: monthly payment, origination fee and total draw of a draw, from the domain's calculations. */
export const figuresFor = (offer: Offer, draw: number, maxFeeDollars: number | null): OfferFigures => {
  const cap = maxFeeDollars ?? undefined;
  return {
    monthlyPayment: monthlyPayment(paymentInputFor(offer, draw, maxFeeDollars)),
    originationFee: originationFeeDollars(draw, offer.originationFee, cap),
    totalDraw: totalDrawFromAmount(draw, offer.originationFee, cap),
  };
};
