import { PAYOFF_PREFERENCES, type PayoffPreference } from '@heloc/domain';
import type { MessageDescriptor } from 'react-intl';
import { useOfferText } from '../../shared/offer-figures/use-offer-text';
import { offersMessages as m } from './offers.messages';

// docs/product/widgets-and-calculations.md §3, §9: payoff preference PRESERVE, DEDUCT or MAXIMIZE (the wording is ours).
const CHOICES: Readonly<Record<PayoffPreference, { label: MessageDescriptor; hint: MessageDescriptor }>> = {
  PRESERVE: { label: m.payoffPreserve, hint: m.payoffPreserveHint },
  DEDUCT: { label: m.payoffDeduct, hint: m.payoffDeductHint },
  MAXIMIZE: { label: m.payoffMaximize, hint: m.payoffMaximizeHint },
};

export interface PayoffPreferenceFieldProps {
  value: PayoffPreference;
  payoffDollars: number;
  onChange: (value: PayoffPreference) => void;
}

/** Shown only when liens are marked for payoff: how this line treats them. */
export function PayoffPreferenceField({ value, payoffDollars, onChange }: PayoffPreferenceFieldProps) {
  const { t, money } = useOfferText();
  return (
    <fieldset className="payoff-preference">
      <legend>{t(m.payoffLegend, { amount: money(payoffDollars) })}</legend>
      {PAYOFF_PREFERENCES.map((preference) => (
        <div key={preference} className="payoff-preference__choice">
          <input
            type="radio"
            id={`payoff-${preference}`}
            name="payoffPreference"
            value={preference}
            checked={value === preference}
            onChange={() => onChange(preference)}
            aria-describedby={`payoff-${preference}-hint`}
          />
          <label htmlFor={`payoff-${preference}`}>{t(CHOICES[preference].label)}</label>
          <p id={`payoff-${preference}-hint`} className="ui-field__hint">
            {t(CHOICES[preference].hint)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
