import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from './i18n-provider';
import { PSEUDO_LANGUAGE, type DisplayLanguage } from './language-store';
import { useI18n } from './use-i18n';

/** The formatters' answers, one per line, so a test reads them in the language chosen. */
function Figures({
  amounts = [],
  dates = [],
  days = [],
}: {
  amounts?: number[];
  dates?: [string, string?][];
  days?: string[];
}) {
  const { moneyWithCentsWhenAny, shortDate, shortCalendarDate } = useI18n();
  return (
    <ul>
      {amounts.map((amount) => (
        <li key={`money-${amount}`}>{moneyWithCentsWhenAny(amount)}</li>
      ))}
      {dates.map(([instant, timeZone]) => (
        <li key={`date-${instant}-${timeZone}`}>{shortDate(instant, timeZone)}</li>
      ))}
      {days.map((day) => (
        <li key={`day-${day}`}>{shortCalendarDate(day)}</li>
      ))}
    </ul>
  );
}

const shown = (language: DisplayLanguage, figures: Parameters<typeof Figures>[0]) => {
  const { unmount } = render(
    <I18nProvider language={language} messages={{}} offered={['en', 'es']} onChoose={() => undefined}>
      <Figures {...figures} />
    </I18nProvider>,
  );
  const texts = screen.getAllByRole('listitem').map((item) => item.textContent);
  unmount();
  return texts;
};

// docs/i18n.md: figures in the reader's formats; English keeps the spec's (docs/product/widgets-and-calculations.md §9).
describe('useI18n().moneyWithCentsWhenAny', () => {
  it('shows whole dollars without cents and other amounts with them, as the offer figures do', () => {
    expect(shown('en', { amounts: [104_990, 505.86, 12.5, -1_234.5, 0] })).toEqual([
      '$104,990',
      '$505.86',
      '$12.50',
      '-$1,234.50',
      '$0',
    ]);
  });

  it('writes the same amounts in es-US in Spanish', () => {
    const spanish = shown('es', { amounts: [104_990, 505.86, 12.5] });
    expect(spanish).toEqual([
      new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(104_990),
      new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(505.86),
      new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(12.5),
    ]);
    expect(spanish).toEqual(['$104,990', '$505.86', '$12.50']);
  });
});

describe('useI18n().shortDate', () => {
  const evening = '2026-11-29T03:00:00.000Z'; // Nov 28 in Los Angeles and Chicago, Nov 29 in UTC

  it('writes the spec’s MM/dd/yyyy in English, in the display zone unless another is given', () => {
    expect(shown('en', { dates: [[evening], [evening, 'America/Chicago'], [evening, 'UTC']] })).toEqual([
      '11/28/2026',
      '11/28/2026',
      '11/29/2026',
    ]);
    expect(shown('en', { dates: [['2026-03-04T10:00:00.000Z']] })).toEqual(['03/04/2026']);
  });

  it('writes the day first in Spanish (es-US)', () => {
    expect(shown('es', { dates: [[evening], [evening, 'UTC'], ['2026-03-04T10:00:00.000Z']] })).toEqual([
      '28/11/2026',
      '29/11/2026',
      '04/03/2026',
    ]);
  });

  it('shows nothing for a text that is not an instant', () => {
    expect(shown('en', { dates: [['not a date']] })).toEqual(['']);
    expect(shown('es', { dates: [['not a date']] })).toEqual(['']);
  });

  it('keeps English figures in the pseudo-locale', () => {
    expect(shown(PSEUDO_LANGUAGE, { dates: [[evening]], amounts: [12.5] })).toEqual(['$12.50', '11/28/2026']);
  });
});

describe('useI18n().shortCalendarDate', () => {
  it('writes a calendar date as the spec’s MM/dd/yyyy in English, the day it names whatever the zone', () => {
    expect(shown('en', { days: ['2027-01-02', '2026-12-31', '2026-03-04'] })).toEqual([
      '01/02/2027',
      '12/31/2026',
      '03/04/2026',
    ]);
  });

  it('writes the day first in Spanish (es-US)', () => {
    expect(shown('es', { days: ['2027-01-02', '2026-12-31'] })).toEqual(['02/01/2027', '31/12/2026']);
  });

  it('shows nothing for a text that is not a calendar date', () => {
    expect(shown('en', { days: ['soon'] })).toEqual(['']);
  });
});
