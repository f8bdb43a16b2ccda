import { PAYOFF_PREFERENCES, type PayoffPreference } from '@heloc/domain';
import { money } from '../../shared/offer-figures/offer-figures';

// docs/product/widgets-and-calculations.md §3, §9: payoff preference PRESERVE, DEDUCT or MAXIMIZE (the wording is ours).
const CHOICES: Readonly<Record<PayoffPreference, { label: string; hint: string }>> = {
  PRESERVE: { label: 'Keep my existing liens', hint: 'Nothing is paid off; you draw cash only.' },
  DEDUCT: {
    label: 'Pay off my liens from this line',
    hint: 'The payoff comes out of your line before your cash draw.',
  },
  MAXIMIZE: {
    label: 'Pay off my liens and take the rest as cash',
    hint: 'You draw the whole line that remains after the payoff.',
  },
};

export interface PayoffPreferenceFieldProps {
  value: PayoffPreference;
  payoffDollars: number;
  onChange: (value: PayoffPreference) => void;
}

/** Shown only when liens are marked for payoff: how this line treats them. */
export function PayoffPreferenceField({ value, payoffDollars, onChange }: PayoffPreferenceFieldProps) {
  return (
    <fieldset className="payoff-preference">
      <legend>Your liens marked for payoff ({money(payoffDollars)})</legend>
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
          <label htmlFor={`payoff-${preference}`}>{CHOICES[preference].label}</label>
          <p id={`payoff-${preference}-hint`} className="ui-field__hint">
            {CHOICES[preference].hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
