import { formatLongCalendarDate } from '../format/in-time-zone';
import { formatMoney } from '../format/money';
import { totalDrawFromAmount } from '../money/draw';
import { interestForPeriod } from '../money/interest';
import { LOAN_FACTS } from '../money/loan-facts';
import { monthlyPayment } from '../money/payment';
import { roundToCents } from '../money/rounding';
import { labelMessages, message, withValues, type Message } from '../i18n/message';

/*
 * The funded line after the first draw (docs/product/widgets-and-calculations.md §9 "Draws after funding",
 * docs/decisions.md "Draws after funding"): what is drawn and available,
 * the rate of another draw (docs/product/widgets-and-calculations.md §1: variable-rate additional draws are indexed
 * to the prime rate plus a margin), the limits of a draw and the line's next payment. Dates are calendar dates
 * 'yyyy-MM-dd' in the property's time zone; amounts dollars; rates annual fractions.
 */

/** The smallest additional draw, dollars (ours: docs/decisions.md "Draws after funding"). */
export const MIN_ADDITIONAL_DRAW_DOLLARS = 500;
/** Additional draws are allowed for this many years after funding, at most the term (the closing package's draw period). */
export const LINE_DRAW_PERIOD_YEARS = 5;

export const LINE_DRAW_ABOVE_AVAILABLE_MESSAGE = message(
  'domain.lineDraws.aboveAvailable',
  'You can draw up to {available}.',
);
/** Its date is written in English (the screens that show it read their own dates). */
export const LINE_DRAW_PERIOD_ENDED_MESSAGE = message(
  'domain.lineDraws.periodEnded',
  'The draw period of your line ended on {endsOn}.',
);
export const LINE_DRAW_MESSAGES = {
  ...labelMessages('domain.lineDraws', {
    notFunded: 'Your line is not funded yet.',
    onlyPrimary: 'Only the borrower can draw from the line.',
    noAccount: 'Your line has no bank account to send a draw to. Contact us to add one.',
    pending: 'Your last draw is still on its way. You can ask for another once it is funded.',
    wholeDollars: 'Enter a whole dollar amount.',
    belowMinimum: `The smallest draw is ${formatMoney(MIN_ADDITIONAL_DRAW_DOLLARS)}.`,
    nothingAvailable: 'Your whole line is drawn: nothing is available to draw.',
  }),
  aboveAvailable: (available: number) =>
    withValues(LINE_DRAW_ABOVE_AVAILABLE_MESSAGE, { available: formatMoney(available) }),
  periodEnded: (endsOn: string) =>
    withValues(LINE_DRAW_PERIOD_ENDED_MESSAGE, { endsOn: formatLongCalendarDate(endsOn) }),
};

/** A draw of the line after the first, as recorded. */
export interface LineDraw {
  amount: number;
  /** Annual rate of this draw (prime plus the line's margin when it was asked for). */
  rate: number;
  status: 'PENDING' | 'FUNDED' | 'REJECTED';
  /** The calendar date the provider confirmed it (FUNDED). */
  fundedOn: string | null;
}

export interface FundedLine {
  /** The credit limit (the offer's line amount). */
  creditLimit: number;
  /** The first draw (before its origination fee), its fee as a fraction, its rate and the line's term. */
  firstDrawAmount: number;
  originationFee: number;
  firstDrawRate: number;
  termYears: number;
  /** The calendar date the first draw was funded: the line's billing day and the start of its draw period. */
  fundedOn: string;
  draws: readonly LineDraw[];
}

/** Whole months after `isoDate`, on the same day or the month's last day when it is shorter: ('2026-01-31', 1) -> '2026-02-28'. */
export const monthsAfter = (isoDate: string, months: number): string => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const index = month - 1 + months;
  const lastDay = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, index, Math.min(day, lastDay))).toISOString().slice(0, 10);
};

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The first draw counts with its origination fee (the payment is computed on it, docs/product/widgets-and-calculations.md §9);
 * an additional draw carries no fee.
 */
export const firstDrawPrincipal = (line: Pick<FundedLine, 'firstDrawAmount' | 'originationFee'>): number =>
  totalDrawFromAmount(line.firstDrawAmount, line.originationFee);

/** What is drawn: the first draw with its fee and every funded additional draw. No repayment is collected yet. */
export const drawnAmount = (line: FundedLine): number =>
  roundToCents(
    firstDrawPrincipal(line) + line.draws.filter((d) => d.status === 'FUNDED').reduce((sum, d) => sum + d.amount, 0),
  );

/** What is on its way: draws asked for and not yet confirmed by the funding provider. */
export const pendingAmount = (line: FundedLine): number =>
  roundToCents(line.draws.filter((d) => d.status === 'PENDING').reduce((sum, d) => sum + d.amount, 0));

/** What may still be drawn: the limit less what is drawn and on its way, never below 0. */
export const availableAmount = (line: FundedLine): number =>
  Math.max(0, roundToCents(line.creditLimit - drawnAmount(line) - pendingAmount(line)));

export interface MarginInput {
  type: 'FIXED' | 'VARIABLE';
  /** The organisation's margin over prime of additional draws on a fixed line (the offer's otherRate = prime + it). */
  additionalDrawMargin: number;
  /** The organisation's margin over prime of a variable line (the offer's baseRate = prime + it). */
  variableMargin: number;
  /** The line's rate as written and the offer's base rate: a variable line keeps the borrower's own adjustments. */
  lineRate: number;
  offerBaseRate: number;
}

const roundRate = (rate: number) => Math.round(rate * 1e6) / 1e6;

/**
 * The line's margin over prime for another draw: on a FIXED line the margin of its additional draws (the offer's
 * otherRate); on a VARIABLE line the line's own margin (the variable margin plus the borrower's pricing
 * adjustments and discounts, line rate − base rate).
 */
export const lineDrawMargin = (input: MarginInput): number =>
  roundRate(
    input.type === 'FIXED' ? input.additionalDrawMargin : input.variableMargin + input.lineRate - input.offerBaseRate,
  );

/**
 * docs/product/widgets-and-calculations.md §1: a draw's rate is the prime rate plus the line's margin, kept inside the
 * organisation's rate range and docs/product/widgets-and-calculations.md §9's 7.60%-17.20%.
 */
export const additionalDrawRate = (input: {
  primeRate: number;
  margin: number;
  minRate: number;
  maxRate: number;
}): number => {
  const low = Math.max(input.minRate, LOAN_FACTS.minAprFraction);
  const high = Math.min(input.maxRate, LOAN_FACTS.maxAprFraction);
  return roundRate(Math.min(high, Math.max(low, input.primeRate + input.margin)));
};

/** The last day another draw may be asked for: the draw period (5 years, at most the term) after funding. */
export const drawPeriodEndsOn = (line: Pick<FundedLine, 'fundedOn' | 'termYears'>): string =>
  monthsAfter(line.fundedOn, 12 * Math.min(LINE_DRAW_PERIOD_YEARS, line.termYears));

/** Why another draw cannot be asked for right now (a pending draw, the period ended, nothing left), or null. */
export const drawRefusal = (line: FundedLine, today: string): Message | null => {
  if (line.draws.some((d) => d.status === 'PENDING')) return LINE_DRAW_MESSAGES.pending;
  const endsOn = drawPeriodEndsOn(line);
  if (today > endsOn) return LINE_DRAW_MESSAGES.periodEnded(endsOn);
  if (availableAmount(line) < MIN_ADDITIONAL_DRAW_DOLLARS) return LINE_DRAW_MESSAGES.nothingAvailable;
  return null;
};

/** The message for an amount asked for, or null when it may be drawn (the line's refusal first). */
export const drawAmountError = (line: FundedLine, amount: number, today: string): Message | null => {
  const refusal = drawRefusal(line, today);
  if (refusal) return refusal;
  if (!Number.isInteger(amount)) return LINE_DRAW_MESSAGES.wholeDollars;
  if (amount < MIN_ADDITIONAL_DRAW_DOLLARS) return LINE_DRAW_MESSAGES.belowMinimum;
  const available = availableAmount(line);
  if (amount > available) return LINE_DRAW_MESSAGES.aboveAvailable(Math.floor(available));
  return null;
};

/**
 * The line's next payment (docs/decisions.md "Draws after funding"). Payments fall due monthly on the first draw's
 * funding day (the same day of each month, or the month's last day when shorter); the next is the first due date on
 * or after `today`. It is the first draw's monthly payment (the complete screen's), plus for each funded additional
 * draw: in the cycle it was funded in, the interest from its funding day to the due date
 * (docs/product/widgets-and-calculations.md §9: balance × rate / 365.25 × days); in each later cycle, its own monthly
 * annuity payment over the line's term at its rate.
 */
export const nextLinePayment = (line: FundedLine, today: string): { dueOn: string; amount: number } => {
  let cycle = 1;
  while (monthsAfter(line.fundedOn, cycle) < today) cycle += 1;
  const dueOn = monthsAfter(line.fundedOn, cycle);
  const cycleStart = monthsAfter(line.fundedOn, cycle - 1);
  let amount = monthlyPayment({
    amount: line.firstDrawAmount,
    originationFee: line.originationFee,
    annualRate: line.firstDrawRate,
    termYears: line.termYears,
  });
  for (const draw of line.draws) {
    if (draw.status !== 'FUNDED' || !draw.fundedOn || draw.fundedOn > dueOn) continue;
    amount +=
      draw.fundedOn >= cycleStart
        ? interestForPeriod(draw.amount, draw.rate, daysBetween(draw.fundedOn, dueOn))
        : monthlyPayment({ amount: draw.amount, originationFee: 0, annualRate: draw.rate, termYears: line.termYears });
  }
  return { dueOn, amount: roundToCents(amount) };
};
