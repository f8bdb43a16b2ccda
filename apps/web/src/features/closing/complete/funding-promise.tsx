import { formatLongCalendarDate } from '@heloc/domain';
import { useFundingForecast } from '../../../shared/progress/api/get-funding-forecast';

const days = (n: number) => `${n} business day${n === 1 ? '' : 's'}`;

/**
 * Whether the promise of docs/product/registration-and-routing.md §1, "funding in 5 days", was kept: business days
 * from the day the application was started to the day the funds were sent (or, before funding, are expected), both on
 * the property's calendar, from the server's funding forecast.
 */
export function FundingPromise({ uuid, checklistStatus }: { uuid: string; checklistStatus: string }) {
  const { data } = useFundingForecast(uuid, checklistStatus);
  if (!data?.forecast || !data.promise) return null;
  const { forecast, promise, appliedOn } = data;
  const applied = formatLongCalendarDate(appliedOn);
  const on = formatLongCalendarDate(forecast.fundingOn);
  let text: string;
  if (forecast.funded) {
    text = promise.kept
      ? `We promised funding in ${promise.businessDays} days and kept it: you applied on ${applied} and your funds were sent on ${on}, ${days(promise.took)} later.`
      : `We promised funding in ${promise.businessDays} days and did not keep it: you applied on ${applied} and your funds were sent on ${on}, ${days(promise.took)} later. We are sorry for the wait.`;
  } else {
    text = promise.kept
      ? `We promised funding in ${promise.businessDays} days and are on track: you applied on ${applied} and your funds are expected by ${on}, ${days(promise.took)} later.`
      : `We promised funding in ${promise.businessDays} days and will not keep it: you applied on ${applied} and your funds are now expected by ${on}, ${days(promise.took)} later. We are sorry for the wait.`;
  }
  return (
    <p className="funding-promise" data-testid="funding-promise" data-kept={promise.kept}>
      {text}
    </p>
  );
}
