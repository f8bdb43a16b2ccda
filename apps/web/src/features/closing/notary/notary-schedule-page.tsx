import { formatDateTimeIn, formatLongDateIn, formatMoney, LOAN_FACTS, NOTARY_MESSAGES } from '@heloc/domain';
import type { NotarySlot } from '@heloc/domain/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useNotaryOverview } from '../../../shared/notary-session/api/get-notary-overview';
import { useNotarySlots } from '../api/get-notary-slots';
import { useReserveNotary } from '../api/reserve-notary';
import './notary.css';

/** A time on the property's clocks (where the notary meets the signers), with its zone. */
const slotLabel = (slot: NotarySlot, timeZone: string) =>
  `${formatDateTimeIn(new Date(slot.startsAt), timeZone)}, ${slot.place.name}, ${slot.place.street1}`;

/** The first days of the notary's diary (days where the property is), each with its times and places. */
const byDay = (slots: readonly NotarySlot[], timeZone: string) => {
  const days = new Map<string, NotarySlot[]>();
  for (const slot of slots) {
    const day = formatLongDateIn(new Date(slot.startsAt), timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()];
};

/**
 * notary/schedule-manual (MANUAL_DEED_SIGNING): where the property needs a notary in person, pick a time and place
 * from the notary's free appointments; the $300 notary fee (docs/product/widgets-and-calculations.md §9) applies. Reserving (or moving) returns to
 * notary/reserve-manual.
 */
export function NotarySchedulePage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const slots = useNotarySlots(uuid);
  const overview = useNotaryOverview(uuid);
  const reserve = useReserveNotary(uuid);
  const form = useForm<{ slotId: string }>();
  const [missing, setMissing] = useState(false);
  const current = overview.data?.reservation;
  const timeZone = overview.data?.timeZone;

  return (
    <section className="page page--narrow stack notary-page" aria-labelledby="schedule-title">
      <h1 id="schedule-title">{current ? 'Choose another time' : 'Choose a time and place'}</h1>
      <p>
        A notary meets you and everyone on the title to sign the deed. The notary&apos;s fee is{' '}
        {formatMoney(overview.data?.manualNotaryFeeDollars ?? LOAN_FACTS.manualNotaryFeeDollars)}, paid at the
        appointment. Appointments last about 30 minutes; bring a government photo ID.
      </p>
      {slots.error && <Alert variant="error">{errorMessageOf(slots.error)}</Alert>}
      {overview.error && <Alert variant="error">{errorMessageOf(overview.error)}</Alert>}
      {!(slots.data && timeZone) && !slots.error && !overview.error && (
        <Spinner label="Loading the notary's free times" />
      )}
      {slots.data && timeZone && (
        <form
          className="stack"
          noValidate
          onSubmit={form.handleSubmit(({ slotId }) => {
            if (!slotId) return setMissing(true);
            setMissing(false);
            reserve.mutate(slotId, { onSuccess: () => void navigate('../reserve-manual', { relative: 'path' }) });
          })}
        >
          {byDay(slots.data, timeZone).map(([day, daySlots]) => (
            <fieldset key={day} className="notary-slots">
              <legend>{day}</legend>
              {daySlots.map((slot) => (
                <label key={slot.slotId} className="ui-radio-group__option">
                  <input type="radio" value={slot.slotId} {...form.register('slotId')} /> {slotLabel(slot, timeZone)}
                </label>
              ))}
            </fieldset>
          ))}
          {missing && <Alert variant="error">{NOTARY_MESSAGES.slotRequired}</Alert>}
          {reserve.error && <Alert variant="error">{errorMessageOf(reserve.error)}</Alert>}
          <div className="row">
            <Button type="submit" isLoading={reserve.isPending} loadingLabel="Reserving">
              {current ? 'Move my appointment' : 'Reserve this appointment'}
            </Button>
            <Link to="../reserve-manual" relative="path" className={buttonClassName('secondary')}>
              Back
            </Link>
          </div>
        </form>
      )}
    </section>
  );
}
