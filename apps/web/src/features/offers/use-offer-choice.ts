import { type PayoffPreference, typicalFirstDraw } from '@heloc/domain';
import type { Offer } from '@heloc/domain/contracts';
import { useState } from 'react';
import type { OfferApplication } from '../../shared/application-status/api/get-application';
import {
  drawRangeFor,
  figuresFor,
  offerKey,
  payoffDollarsOf,
  wholeDollarDraw,
} from '../../shared/offer-figures/offer-figures';

const neededKey = (uuid: string) => `heloc:needed-today:${uuid}`;

/** The amount the borrower said they need today, kept in this browser per application until an offer is saved. */
const rememberedNeed = (uuid: string): number | null => {
  try {
    const value = Number(window.localStorage.getItem(neededKey(uuid)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
};

const rememberNeed = (uuid: string, dollars: number) => {
  try {
    window.localStorage.setItem(neededKey(uuid), String(dollars));
  } catch {
    // Storage refused (private mode): the amount is still used on this screen.
  }
};

/**
 * The applicant's working choice on the offers screen: offer, payoff preference and draw, starting from the choice
 * saved on the server. The draw asked for is kept, and clamped into the whole-dollar range of whichever offer is
 * chosen. With nothing saved it starts at what the borrower said they need today (remembered per application), or
 * else where most borrowers start (the domain's typicalFirstDraw), never silently at the largest draw; `startedAt`
 * says which, so the screen can say so.
 */
export function useOfferChoice(application: OfferApplication & { offers: [Offer, ...Offer[]] }) {
  const { offers, selectedOffer: saved, ofeeMaxThreshold: maxFeeDollars } = application;
  const savedOffer = saved ? offers.find((o) => offerKey(o) === offerKey(saved)) : undefined;
  const [selectedKey, setSelectedKey] = useState(offerKey(savedOffer ?? offers[0]));
  const [preference, setPreference] = useState<PayoffPreference>(saved?.payoffPreference ?? 'PRESERVE');
  const [start] = useState(() => {
    if (saved) return { draw: saved.drawAmount, startedAt: 'SAVED' as const };
    const remembered = rememberedNeed(application.uuid);
    if (remembered !== null) return { draw: remembered, startedAt: 'NEEDED' as const };
    const first = offers[0];
    return {
      draw: typicalFirstDraw({ min: Math.ceil(first.minDraw), max: Math.floor(first.maxDraw) }),
      startedAt: 'TYPICAL' as const,
    };
  });
  const [requestedDraw, setRequestedDraw] = useState(start.draw);
  const [hasAnswered, setHasAnswered] = useState(start.startedAt !== 'TYPICAL');
  const setDraw = (dollars: number) => {
    setRequestedDraw(dollars);
    setHasAnswered(true);
    rememberNeed(application.uuid, dollars);
  };

  const payoffDollars = payoffDollarsOf(application.liabilities);
  // Payoff preference applies only where liens are marked for payoff.
  const hasPayoffs = payoffDollars > 0;
  const payoffPreference: PayoffPreference = hasPayoffs ? preference : 'PRESERVE';
  const offer = offers.find((o) => offerKey(o) === selectedKey) ?? offers[0];
  const rangeOf = (o: Offer) => drawRangeFor(o, payoffPreference, payoffDollars, maxFeeDollars);
  const range = rangeOf(offer);
  const draw = range ? wholeDollarDraw(requestedDraw, range) : 0;

  return {
    offers,
    offer,
    selectedKey,
    setSelectedKey,
    payoffPreference,
    setPayoffPreference: setPreference,
    hasPayoffs,
    payoffDollars,
    maxFeeDollars,
    range,
    rangeOf,
    draw,
    /** The amount asked for, before clamping into the chosen offer's range. */
    requestedDraw,
    setDraw,
    /** True until the borrower sets the amount: the screen started where most borrowers start. */
    isTypicalStart: !hasAnswered,
    figures: range ? figuresFor(offer, draw, maxFeeDollars) : null,
  };
}
