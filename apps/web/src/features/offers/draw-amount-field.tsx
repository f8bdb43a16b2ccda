import { isInRange } from '@heloc/domain';
import { useEffect, useId, useState } from 'react';
import {
  clampDraw,
  DRAW_STEP_DOLLARS,
  type DrawRange,
  sliderBounds,
  wholeDollarDraw,
} from '../../shared/offer-figures/offer-figures';
import { useOfferText } from '../../shared/offer-figures/use-offer-text';
import { offersMessages as m } from './offers.messages';

export interface DrawAmountFieldProps {
  value: number;
  range: DrawRange;
  onChange: (draw: number) => void;
}

const parseDollars = (text: string): number | null => {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
};

/**
 * The draw amount as a range slider and a typed amount kept in sync, in whole dollars. The slider moves in $500
 * steps; the typed amount may be any whole-dollar amount in range (cents typed are rounded to the dollar). An amount
 * outside the range is clamped to the nearest end, with a message saying so.
 */
export function DrawAmountField({ value, range, onChange }: DrawAmountFieldProps) {
  const id = useId();
  const { t, money } = useOfferText();
  const [text, setText] = useState(money(value));
  const [message, setMessage] = useState<string | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const bounds = sliderBounds(range);
  const sliderValue = clampDraw(Math.round(value / DRAW_STEP_DOLLARS) * DRAW_STEP_DOLLARS, bounds);

  // Follow changes made elsewhere (slider, another offer, another payoff choice) unless the user is typing.
  useEffect(() => {
    if (!isEditing) setText(money(value));
  }, [value, isEditing, money]);

  const typed = (next: string) => {
    setText(next);
    const amount = parseDollars(next);
    if (amount === null) {
      setMessage(t(m.drawWholeDollars));
      return;
    }
    const whole = Math.round(amount);
    const clamped = wholeDollarDraw(whole, range);
    // docs/product/widgets-and-calculations.md §5: the numeric range check; outside it, the nearest end is taken.
    setMessage(
      isInRange(whole, range.min, range.max) && clamped === whole
        ? null
        : t(m.drawClamped, { min: money(range.min), max: money(range.max), amount: money(clamped) }),
    );
    onChange(clamped);
  };

  return (
    <div className="ui-field draw-amount">
      <label className="ui-field__label" htmlFor={`${id}-amount`}>
        {t(m.drawAmount)}
      </label>
      <p id={`${id}-hint`} className="ui-field__hint">
        {t(m.drawHint, { min: money(range.min), max: money(range.max) })}
      </p>
      <input
        id={`${id}-amount`}
        className="ui-field__input"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-describedby={`${id}-hint${message ? ` ${id}-message` : ''}`}
        aria-invalid={message ? true : undefined}
        onFocus={() => setIsEditing(true)}
        onBlur={() => {
          setIsEditing(false);
          setText(money(value));
        }}
        onChange={(event) => typed(event.target.value)}
      />
      <input
        type="range"
        className="draw-amount__slider"
        aria-label={t(m.drawSlider)}
        min={bounds.min}
        max={bounds.max}
        step={bounds === range ? 1 : DRAW_STEP_DOLLARS}
        value={sliderValue}
        aria-valuetext={money(sliderValue)}
        onChange={(event) => {
          setMessage(null);
          onChange(clampDraw(Number(event.target.value), range));
        }}
      />
      <p id={`${id}-message`} className="ui-field__error" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
