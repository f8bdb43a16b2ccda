import { useId } from 'react';
import { useOfferText } from '../../shared/offer-figures/use-offer-text';
import { offersMessages as m } from './offers.messages';
import type { YearRow } from './yearly-schedule';

export interface PaymentChartProps {
  rows: readonly YearRow[];
  /** Amount owed at the start (the total draw), dollars. */
  startBalance: number;
  monthlyPayment: number;
}

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 36, left: 76 };

/**
 * The balance owed and the total paid, year by year, over the term: a hand-written SVG line chart with a text
 * summary (its accessible description) and the same figures as a table.
 */
export function PaymentChart({ rows, startBalance, monthlyPayment }: PaymentChartProps) {
  const id = useId();
  const { t, money } = useOfferText();
  const last = rows.at(-1);
  if (!last) return null;
  const years = rows.length;
  const top = Math.max(startBalance, last.paidToDate) || 1;
  const x = (year: number) => PAD.left + (year / years) * (WIDTH - PAD.left - PAD.right);
  const y = (dollars: number) => HEIGHT - PAD.bottom - (dollars / top) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (points: readonly [number, number][]) =>
    points
      .map(([year, dollars], i) => `${i === 0 ? 'M' : 'L'}${x(year).toFixed(1)},${y(dollars).toFixed(1)}`)
      .join(' ');
  const balance = line([[0, startBalance], ...rows.map((r) => [r.year, r.balance] as [number, number])]);
  const paid = line([[0, 0], ...rows.map((r) => [r.year, r.paidToDate] as [number, number])]);
  const totalInterest = rows.reduce((sum, r) => sum + r.interest, 0);
  const yearTicks = rows.filter((r) => years <= 10 || r.year % 5 === 0 || r.year === 1).map((r) => r.year);
  const summary = t(m.chartSummary, {
    payment: money(monthlyPayment),
    years,
    start: money(startBalance),
    total: money(last.paidToDate),
    interest: money(Math.round(totalInterest)),
    end: money(last.balance),
  });

  return (
    <figure className="payment-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{t(m.chartTitle)}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share} className="payment-chart__grid">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * share)} y2={y(top * share)} />
            <text x={PAD.left - 8} y={y(top * share) + 4} textAnchor="end">
              {money(Math.round(top * share))}
            </text>
          </g>
        ))}
        {yearTicks.map((year) => (
          <text key={year} className="payment-chart__tick" x={x(year)} y={HEIGHT - PAD.bottom + 18} textAnchor="middle">
            {year}
          </text>
        ))}
        <text className="payment-chart__tick" x={(PAD.left + WIDTH) / 2} y={HEIGHT - 4} textAnchor="middle">
          {t(m.year)}
        </text>
        <path className="payment-chart__balance" d={balance} fill="none" />
        <path className="payment-chart__paid" d={paid} fill="none" />
      </svg>
      <figcaption>
        <ul className="payment-chart__legend">
          <li className="payment-chart__legend--balance">{t(m.balanceOwed)}</li>
          <li className="payment-chart__legend--paid">{t(m.totalPaid)}</li>
        </ul>
        <p>{summary}</p>
      </figcaption>
      <details>
        <summary>{t(m.showTable)}</summary>
        <table className="data-table">
          <caption className="ui-visually-hidden">{t(m.tableCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(m.year)}</th>
              <th scope="col">{t(m.paidThatYear)}</th>
              <th scope="col">{t(m.interestThatYear)}</th>
              <th scope="col">{t(m.balanceAtYearEnd)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.year}>
                <th scope="row">{r.year}</th>
                <td>{money(r.paid)}</td>
                <td>{money(r.interest)}</td>
                <td>{money(r.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
