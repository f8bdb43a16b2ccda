import { timeZoneOfState } from './us-time-zones';
import { ZIP3_TIME_ZONES, ZIP_TIME_ZONES } from './zip-time-zones.data';

/**
 * The time zone a property's legal dates are computed in: its ZIP code's where the ZIP code tells one apart from the
 * state's (El Paso keeps Mountain time, Pensacola Central, Knoxville Eastern ...), otherwise its state's.
 */
export const timeZoneOfProperty = (property: { state?: string | null; zip?: string | null }): string => {
  const zip = property.zip ?? '';
  return ZIP_TIME_ZONES[zip] ?? ZIP3_TIME_ZONES[zip.slice(0, 3)] ?? timeZoneOfState(property.state);
};
