import {
  DISPLAY_TIME_ZONE,
  formatDateTimeIn,
  formatDisplayDate,
  formatLongCalendarDate,
  formatLongDateIn,
  formatMoney,
  formatPercent,
  INTL_LOCALE_OF,
  type Message,
  MONEY_FORMAT_DEFAULTS,
  PERCENT_DEFAULT_DECIMALS,
} from '@heloc/domain';
import { useMemo, type ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntlShape } from './i18n-context';
import { messageReferredBy } from './message-references';

/** react-intl's formatMessage with element values: its own overloads refuse the typed descriptors of defineMessages. */
type RichFormat = (descriptor: MessageDescriptor, values: Record<string, unknown>) => ReactNode;

/** One formatter per locale and zone: making an Intl.DateTimeFormat costs far more than using it. */
const shortDateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date of an instant in `timeZone`, in figures: the spec's MM/dd/yyyy in English
 * (docs/product/widgets-and-calculations.md §9, the domain's formatDisplayDate), the language's own order otherwise
 * (dd/MM/yyyy in es-US). '' for an instant that is not one.
 */
const formatShortDate = (instant: Date | string, timeZone: string, locale: string): string => {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (locale === INTL_LOCALE_OF.en) return formatDisplayDate(date, timeZone);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale}|${timeZone}`;
  let formatter = shortDateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
    shortDateFormatters.set(key, formatter);
  }
  return formatter.format(date);
};

/**
 * What a screen needs to speak the person's language (docs/i18n.md): `t` formats a message of its catalogue, the
 * rest money, rates and dates in the language's formats (the domain's formatting with its locale).
 */
export const useI18n = () => {
  const intl = useIntlShape();
  return useMemo(() => {
    const locale = intl.locale;
    return {
      intl,
      locale,
      /** A catalogued message as a string. */
      t: (
        descriptor: MessageDescriptor,
        values?: Record<string, string | number | boolean | Date | null | undefined>,
      ) => intl.formatMessage(descriptor, values),
      /** A catalogued message whose values hold elements (a link inside a sentence: `{ link: (text) => <a>…</a> }`). */
      rich: (
        descriptor: MessageDescriptor,
        values: Record<string, ReactNode | Date | ((chunks: ReactNode[]) => ReactNode)>,
      ): ReactNode => (intl.formatMessage as RichFormat)(descriptor, values),
      /**
       * A text a screen did not write itself, in the person's language (docs/i18n.md): a domain message (a label, a
       * rule's refusal), or a form's error naming one (lib/i18n/form-resolver.ts), by its id; any other text as it
       * came: a server's answer is already in the language the call asked for, what a person typed is theirs.
       */
      localize: (text: string | Message) => {
        const message = typeof text === 'string' ? messageReferredBy(text) : text;
        return message ? intl.formatMessage(message, message.values) : (text as string);
      },
      money: (value: number, precision: number = MONEY_FORMAT_DEFAULTS.precision) =>
        formatMoney(value, precision, MONEY_FORMAT_DEFAULTS.currency, locale),
      /** Dollars as the offer and closing figures show them: whole dollars, or cents when the amount has them. */
      moneyWithCentsWhenAny: (value: number) =>
        formatMoney(value, Number.isInteger(value) ? 0 : 2, MONEY_FORMAT_DEFAULTS.currency, locale),
      percent: (fraction: number, decimals = PERCENT_DEFAULT_DECIMALS) => formatPercent(fraction, decimals, locale),
      /** "Friday, November 27, 2026" / "viernes, 27 de noviembre de 2026". */
      longDate: (instant: Date, timeZone: string) => formatLongDateIn(instant, timeZone, locale),
      longCalendarDate: (isoDate: string) => formatLongCalendarDate(isoDate, locale),
      /** "11/28/2026" / "28/11/2026": an instant's date in `timeZone` (the spec's display zone unless given). */
      shortDate: (instant: Date | string, timeZone: string = DISPLAY_TIME_ZONE) =>
        formatShortDate(instant, timeZone, locale),
      /**
       * "01/02/2027" / "02/01/2027": a calendar date 'yyyy-MM-dd' (a payment's due day), the same day whatever zone
       * the reader is in; '' for a text that is not one.
       */
      shortCalendarDate: (isoDate: string) => formatShortDate(new Date(`${isoDate}T12:00:00Z`), 'UTC', locale),
      dateTime: (instant: Date, timeZone: string) => formatDateTimeIn(instant, timeZone, locale),
    };
  }, [intl]);
};

/** The Spanish (or any other language's) texts of a message module: one string per message, nothing left out. */
export type Catalogue<T extends Record<string, MessageDescriptor>> = { readonly [K in keyof T]: string };
