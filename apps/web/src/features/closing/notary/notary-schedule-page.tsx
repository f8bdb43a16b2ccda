import { LOAN_FACTS, NOTARY_MESSAGES } from '@heloc/domain';
import type { NotarySlot } from '@heloc/domain/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { notaryMessages as m } from './notary.messages';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useNotaryOverview } from '../../../shared/notary-session/api/get-notary-overview';
import { useNotarySlots } from '../api/get-notary-slots';
import { useReserveNotary } from '../api/reserve-notary';
import './notary.css';

/** The first days of the notary's diary (days where the property is, `dayOf`), each with its times and places. */
const byDay = (slots: readonly NotarySlot[], dayOf: (slot: NotarySlot) => string) => {
  const days = new Map<string, NotarySlot[]>();
  for (const slot of slots) {
    const day = dayOf(slot);
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
  const { t, localize, money, longDate, dateTime } = useI18n();
  /** A time on the property's clocks (where the notary meets the signers), with its zone. */
  const slotLabel = (slot: NotarySlot, zone: string) =>
    t(m.slotLabel, {
      time: dateTime(new Date(slot.startsAt), zone),
      name: slot.place.name,
      street: slot.place.street1,
    });

  return (
    <section className="page page--narrow stack notary-page" aria-labelledby="schedule-title">
      <h1 id="schedule-title">{t(current ? m.chooseAnotherTime : m.chooseTimePlace)}</h1>
      <p>
        {t(m.scheduleText, {
          fee: money(overview.data?.manualNotaryFeeDollars ?? LOAN_FACTS.manualNotaryFeeDollars),
        })}
      </p>
      {slots.error && <Alert variant="error">{localize(errorMessageOf(slots.error))}</Alert>}
      {overview.error && <Alert variant="error">{localize(errorMessageOf(overview.error))}</Alert>}
      {!(slots.data && timeZone) && !slots.error && !overview.error && <Spinner label={t(m.loadingTimes)} />}
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
          {byDay(slots.data, (slot) => longDate(new Date(slot.startsAt), timeZone)).map(([day, daySlots]) => (
            <fieldset key={day} className="notary-slots">
              <legend>{day}</legend>
              {daySlots.map((slot) => (
                <label key={slot.slotId} className="ui-radio-group__option">
                  <input type="radio" value={slot.slotId} {...form.register('slotId')} />
                  {slotLabel(slot, timeZone)}
                </label>
              ))}
            </fieldset>
          ))}
          {missing && <Alert variant="error">{localize(NOTARY_MESSAGES.slotRequired)}</Alert>}
          {reserve.error && <Alert variant="error">{localize(errorMessageOf(reserve.error))}</Alert>}
          <div className="row">
            <Button type="submit" isLoading={reserve.isPending} loadingLabel={t(m.reserving)}>
              {t(current ? m.move : m.reserve)}
            </Button>
            <Link to="../reserve-manual" relative="path" className={buttonClassName('secondary')}>
              {t(m.back)}
            </Link>
          </div>
        </form>
      )}
    </section>
  );
}
