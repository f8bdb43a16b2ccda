import { formatLongCalendarDate } from '@heloc/domain';
import type { FundingForecastAnswer } from '@heloc/domain/contracts';
import { useApplication } from '../application-status/api/get-application';
import { figuresFor, money, offerKey, percent, rateTypeLabel } from '../offer-figures/offer-figures';
import { useFundingForecast } from './api/get-funding-forecast';
import './application-progress-panel.css';

export interface ApplicationProgressPanelProps {
  uuid: string;
  /** The status the forecast is read at: a new status reads it again. */
  checklistStatus: string;
}

/**
 * The application progress panel (docs/product/application-area.md §2.6): the offer chosen (the line, the first draw,
 * the rate and the monthly payment) and, beyond the spec, the day the funds are expected, with the steps left and
 * their dates on the property's calendar, from the server's forecast. Nothing before there is anything to show.
 */
export function ApplicationProgressPanel({ uuid, checklistStatus }: ApplicationProgressPanelProps) {
  const { data: application } = useApplication(uuid);
  const { data: answer } = useFundingForecast(uuid, checklistStatus);
  const selected = application?.selectedOffer ?? null;
  const offer = selected ? application?.offers.find((o) => offerKey(o) === offerKey(selected)) : undefined;
  const forecast = answer?.forecast ?? null;
  if (!(selected && offer) && !forecast) return null;
  // The rate the line is written at once autopay is chosen (docs/product/widgets-and-calculations.md §3 Offer).
  const rate = selected?.rate ?? offer?.rate ?? 0;
  const figures =
    selected && offer
      ? figuresFor({ ...offer, rate }, selected.drawAmount, application?.ofeeMaxThreshold ?? null)
      : null;

  return (
    <section className="progress-panel" aria-label="Your application at a glance">
      {selected && offer && figures && (
        <dl className="progress-panel__offer" aria-label="Your offer">
          <div>
            <dt>Line</dt>
            <dd>{money(offer.max)}</dd>
          </div>
          <div>
            <dt>First draw</dt>
            <dd>{money(selected.drawAmount)}</dd>
          </div>
          <div>
            <dt>Rate</dt>
            <dd>
              {percent(rate)} {rateTypeLabel(offer.type).toLowerCase()}, {offer.term} years
            </dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{money(figures.monthlyPayment)} a month</dd>
          </div>
        </dl>
      )}
      {forecast && <FundingDate answer={answer!} forecast={forecast} />}
    </section>
  );
}

function FundingDate({
  answer,
  forecast,
}: {
  answer: FundingForecastAnswer;
  forecast: NonNullable<FundingForecastAnswer['forecast']>;
}) {
  return (
    <div className="progress-panel__funding">
      <p className="progress-panel__date">
        {forecast.funded ? 'Funds sent ' : 'Funds expected by '}
        <strong data-testid="expected-funding">{formatLongCalendarDate(forecast.fundingOn)}</strong>
      </p>
      {!forecast.funded && (
        <details className="progress-panel__steps">
          <summary>Steps left and their dates</summary>
          <ol>
            {forecast.steps.map((s) => (
              <li key={s.step} className={s.done ? 'is-done' : undefined}>
                <span>
                  {s.label}
                  {s.done && <span className="ui-visually-hidden"> (done)</span>}
                </span>{' '}
                <span className="progress-panel__step-date">{formatLongCalendarDate(s.on)}</span>
              </li>
            ))}
          </ol>
          <p className="progress-panel__note">
            Counted from what is left: the usual times of the parties we wait on, your state&rsquo;s notary rules and
            your three-day right to cancel, in business days on your property&rsquo;s calendar ({answer.timeZone}).
          </p>
        </details>
      )}
    </div>
  );
}
