import type { PayoffPreference } from '../enums/loan';
import { roundToCents } from './rounding';

export interface DrawLimitsInput {
  /** Smallest line amount of the offer (offer.min), dollars. */
  offerMin: number;
  /** The offer amount (offer.max), dollars: the most the whole line may come to. */
  offerMax: number;
  /** Origination fee as a fraction of what is drawn (0.0499 = 4.99%). */
  originationFee: number;
  /** Optional dollar cap on the origination fee (the application's ofeeMaxThreshold). */
  maxFeeDollars?: number;
  /** Recording tax at the smallest line (offer.minRecordingTax), dollars. */
  minRecordingTax: number;
  /** Recording tax at the offer amount (offer.maxRecordingTax), dollars. */
  maxRecordingTax: number;
  /** Sum of the balances of liabilities marked for payoff (payOff.status MARKED_FOR_PAYOFF), dollars. */
  payoffDollars: number;
  /** docs/product/widgets-and-calculations.md §3: PRESERVE, DEDUCT or MAXIMIZE. */
  payoffPreference: PayoffPreference;
}

export interface DrawLimits {
  /** Smallest cash draw the borrower may take, dollars (rounded to cents). */
  minDraw: number;
  /** Largest cash draw the borrower may take, dollars (rounded to cents). */
  maxDraw: number;
}

/**
 * The largest gross draw G (cash + payoffs, dollars) whose line fits in `line` dollars after recording tax:
 * G + min(G × fee, cap) + tax ≤ line. G + fee(G) grows with G, so it inverts in two pieces: below the cap the fee is
 * proportional, (line − tax) / (1 + fee); once the cap binds, line − tax − cap.
 */
const grossDrawFitting = (line: number, tax: number, fee: number, cap?: number): number => {
  const room = Math.max(line - tax, 0);
  const uncapped = room / (1 + fee);
  return cap !== undefined && uncapped * fee > cap ? room - cap : uncapped;
};

const isValid = (input: DrawLimitsInput): boolean => {
  const { offerMin, offerMax, originationFee, maxFeeDollars, minRecordingTax, maxRecordingTax, payoffDollars } = input;
  const amounts = [offerMin, offerMax, originationFee, minRecordingTax, maxRecordingTax, payoffDollars];
  if (maxFeeDollars !== undefined) amounts.push(maxFeeDollars);
  return amounts.every((n) => Number.isFinite(n) && n >= 0) && offerMin <= offerMax;
};

/**
 * Minimum and maximum cash draws of an offer (docs/product/widgets-and-calculations.md §9: "Minimum and maximum draws derive from the offer amount
 * less origination fee and recording tax; payoff preference is PRESERVE, DEDUCT or MAXIMIZE"). The spec gives only
 * that sentence; this is our model.
 *
 * The line has to carry everything drawn through it: cash to the borrower, liens paid off through it, the origination
 * fee on both (capped at maxFeeDollars), and the recording tax. So the largest gross draw on a line of L dollars with
 * recording tax T is G(L, T) = (L − T) / (1 + fee), or L − T − cap once the fee cap binds. Then, with P the payoffs:
 *
 * - PRESERVE: existing liens are kept (preserved), nothing is paid off through the line:
 *   minDraw = G(offerMin, minRecordingTax), maxDraw = G(offerMax, maxRecordingTax).
 * - DEDUCT: liens marked for payoff are paid through the line and deducted from the cash:
 *   minDraw = max(G(offerMin, minRecordingTax) − P, 0), maxDraw = max(G(offerMax, maxRecordingTax) − P, 0).
 * - MAXIMIZE: as DEDUCT, but the borrower takes the whole remaining line: minDraw = maxDraw = DEDUCT's maxDraw.
 *
 * Guarantees 0 ≤ minDraw ≤ maxDraw ≤ offerMax. Both figures are rounded half-to-even to cents, so the line they
 * imply may differ from the exact bound by a fraction of a cent. Invalid input (a non-finite or negative figure, or
 * offerMin above offerMax) gives { minDraw: 0, maxDraw: 0 }.
 */
export const drawLimits = (input: DrawLimitsInput): DrawLimits => {
  if (!isValid(input)) return { minDraw: 0, maxDraw: 0 };
  const { originationFee: fee, maxFeeDollars: cap, payoffPreference } = input;
  const payoffs = payoffPreference === 'PRESERVE' ? 0 : input.payoffDollars;
  const max = Math.max(grossDrawFitting(input.offerMax, input.maxRecordingTax, fee, cap) - payoffs, 0);
  const min =
    payoffPreference === 'MAXIMIZE'
      ? max
      : Math.min(Math.max(grossDrawFitting(input.offerMin, input.minRecordingTax, fee, cap) - payoffs, 0), max);
  return { minDraw: roundToCents(min), maxDraw: roundToCents(max) };
};
