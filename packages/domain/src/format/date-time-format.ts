/** More formatters than a page or a process meets (two languages, a few zones and formats): then the kept ones go. */
const MAX_KEPT_FORMATTERS = 100;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The Intl.DateTimeFormat of `locale` and `options`, made once. Making one costs ICU about a tenth of a millisecond
 * (the first of a process or page far more), which a screen of dates paid on every render, a list once per row and
 * the date-of-birth check once per keystroke (docs/decisions.md "Performance of the pages"). Keyed by the options in
 * the order given. An unknown zone throws a RangeError, as `new Intl.DateTimeFormat` does.
 */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    if (formatters.size >= MAX_KEPT_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
};

/** The calendar date (month 1-12) an instant falls on in `timeZone`, from the platform's time zone data. */
export const calendarPartsIn = (instant: Date, timeZone: string): { year: number; month: number; day: number } => {
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(
    instant,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
};
