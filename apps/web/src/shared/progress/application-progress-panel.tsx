import type { FundingForecastAnswer } from '@heloc/domain/contracts';
import { useI18n } from '../../lib/i18n';
import { useApplication } from '../application-status/api/get-application';
import { figuresFor, offerKey } from '../offer-figures/offer-figures';
import { useOfferText } from '../offer-figures/use-offer-text';
import { TermHintFor } from '../term-hints/term-hint-for';
import { progressMessages as m } from './progress.messages';
import { useFundingForecast } from './api/get-funding-forecast';
import './application-progress-panel.css';

/** The space between a step and its date (not a text to translate). */
const WORD_SPACE = ' ';

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
  const { t, money, percent } = useOfferText();
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
    <section className="progress-panel" aria-label={t(m.panelLabel)}>
      {selected && offer && figures && (
        <dl className="progress-panel__offer" aria-label={t(m.offerLabel)}>
          <div>
            <dt>{t(m.line)}</dt>
            <dd>{money(offer.max)}</dd>
          </div>
          <div>
            <dt>{t(m.firstDraw)}</dt>
            <dd>{money(selected.drawAmount)}</dd>
          </div>
          <div>
            <dt>
              {t(m.rate)}
              <TermHintFor term="apr" />
            </dt>
            <dd>{t(m.rateValue, { rate: percent(rate), type: offer.type, term: offer.term })}</dd>
          </div>
          <div>
            <dt>{t(m.payment)}</dt>
            <dd>{t(m.paymentValue, { amount: money(figures.monthlyPayment) })}</dd>
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
  const { t, localize, longCalendarDate, rich } = useI18n();
  return (
    <div className="progress-panel__funding">
      <p className="progress-panel__date">
        {rich(forecast.funded ? m.fundsSent : m.fundsExpected, {
          date: longCalendarDate(forecast.fundingOn),
          when: (chunks) => <strong data-testid="expected-funding">{chunks}</strong>,
        })}
        {!forecast.funded && <TermHintFor term="dates" />}
      </p>
      {!forecast.funded && (
        <details className="progress-panel__steps">
          <summary>{t(m.stepsLeft)}</summary>
          <ol>
            {forecast.steps.map((s) => (
              <li key={s.step} className={s.done ? 'is-done' : undefined}>
                <span>
                  {localize(s.label)}
                  {s.done && <span className="ui-visually-hidden">{t(m.stepDone)}</span>}
                </span>
                {WORD_SPACE}
                <span className="progress-panel__step-date">{longCalendarDate(s.on)}</span>
              </li>
            ))}
          </ol>
          <p className="progress-panel__note">{t(m.note, { timeZone: answer.timeZone })}</p>
        </details>
      )}
    </div>
  );
}
