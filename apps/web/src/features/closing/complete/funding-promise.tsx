import { useI18n } from '../../../lib/i18n';
import { useFundingForecast } from '../../../shared/progress/api/get-funding-forecast';
import { completeMessages as m } from './complete.messages';

/**
 * Whether the promise of docs/product/registration-and-routing.md §1, "funding in 5 days", was kept: business days
 * from the day the application was started to the day the funds were sent (or, before funding, are expected), both on
 * the property's calendar, from the server's funding forecast.
 */
export function FundingPromise({ uuid, checklistStatus }: { uuid: string; checklistStatus: string }) {
  const { data } = useFundingForecast(uuid, checklistStatus);
  const { t, longCalendarDate } = useI18n();
  if (!data?.forecast || !data.promise) return null;
  const { forecast, promise, appliedOn } = data;
  const values = {
    promised: promise.businessDays,
    applied: longCalendarDate(appliedOn),
    on: longCalendarDate(forecast.fundingOn),
    took: promise.took,
  };
  const message = forecast.funded
    ? promise.kept
      ? m.promiseKeptFunded
      : m.promiseMissedFunded
    : promise.kept
      ? m.promiseOnTrack
      : m.promiseLate;
  const text = t(message, values);
  return (
    <p className="funding-promise" data-testid="funding-promise" data-kept={promise.kept}>
      {text}
    </p>
  );
}
