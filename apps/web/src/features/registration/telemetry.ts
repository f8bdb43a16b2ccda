import { sendTelemetryEvent, type TelemetryEventInput } from '../../lib/telemetry-event';

/** Registration telemetry (docs/product/registration-and-routing.md §7, docs/product/widgets-and-calculations.md §7): the events registration sends (lib/telemetry-event.ts sends them). */
export const REGISTRATION_EVENTS = {
  pageview: 'PAGEVIEW',
  registerStart: 'heloc-register-start',
  helocStarted: 'helocStarted',
  appStarted: 'appStarted',
  authBucket: 'auth-bucket',
} as const;
export type RegistrationEventName = (typeof REGISTRATION_EVENTS)[keyof typeof REGISTRATION_EVENTS];

export type RegistrationEventInput = TelemetryEventInput;

/** Sends one registration event; resolves whatever happens (telemetry never blocks the user). */
export const sendRegistrationEvent = (event: RegistrationEventName, input: RegistrationEventInput): Promise<void> =>
  sendTelemetryEvent(event, input);
