/**
 * 'yyyy-MM-dd' as MM/dd/yyyy in English (docs/product/widgets-and-calculations.md §9 display format), and in the
 * order of the person's language otherwise (dd/MM/yyyy in Spanish, docs/i18n.md).
 */
export const displayDay = (isoDate: string, locale = 'en-US'): string =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: '2-digit', day: '2-digit', year: 'numeric' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
