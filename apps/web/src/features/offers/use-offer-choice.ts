import type { PayoffPreference } from '@heloc/domain';
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

/**
 * The applicant's working choice on the offers screen: offer, payoff preference and draw, starting from the choice
 * saved on the server. The draw asked for is kept, and clamped into the whole-dollar range of whichever offer is
 * chosen: by default the offer's largest whole-dollar draw.
 */
export function useOfferChoice(application: OfferApplication & { offers: [Offer, ...Offer[]] }) {
  const { offers, selectedOffer: saved, ofeeMaxThreshold: maxFeeDollars } = application;
  const savedOffer = saved ? offers.find((o) => offerKey(o) === offerKey(saved)) : undefined;
  const [selectedKey, setSelectedKey] = useState(offerKey(savedOffer ?? offers[0]));
  const [preference, setPreference] = useState<PayoffPreference>(saved?.payoffPreference ?? 'PRESERVE');
  const [requestedDraw, setDraw] = useState(saved?.drawAmount ?? (savedOffer ?? offers[0]).maxDraw);

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
    setDraw,
    figures: range ? figuresFor(offer, draw, maxFeeDollars) : null,
  };
}
