import { type Organization, productTypeOf } from '@heloc/domain';
import { REGISTRATION_EVENTS, sendRegistrationEvent } from '../telemetry';

/**
 * docs/product/registration-and-routing.md §7: the events registration sends when it opens (heloc-register-start and auth-bucket, once) and on every
 * step (PAGEVIEW). The auth-bucket properties (which authentication mode this visitor registers with) are ours.
 *
 * On a first step the server pre-rendered, the page's first script sends them itself while the app waits for the
 * visitor (app/first-screen/wait-for-visitor.ts); the app then does not send them again for that page.
 */

type Flow = 'v2' | 'original';
type OrgOfEvents = Pick<Organization, 'orgCode'> & { orgMetaData: Pick<Organization['orgMetaData'], 'variant'> };

export const sendRegistrationOpened = (org: OrgOfEvents, flow: Flow, newAuthMode: boolean): void => {
  const base = { orgCode: org.orgCode, productType: productTypeOf(org) };
  void sendRegistrationEvent(REGISTRATION_EVENTS.registerStart, { ...base, eventProperties: { flow } });
  void sendRegistrationEvent(REGISTRATION_EVENTS.authBucket, {
    ...base,
    eventProperties: { bucket: newAuthMode ? 'new-auth' : 'legacy-auth', flow },
  });
};

export const sendRegistrationPageview = (org: OrgOfEvents, flow: Flow): void => {
  void sendRegistrationEvent(REGISTRATION_EVENTS.pageview, {
    orgCode: org.orgCode,
    productType: productTypeOf(org),
    eventProperties: { flow },
  });
};

let sentBeforeApp: { flow: Flow; pathname: string } | null = null;

/** Sends the opening events and the first PAGEVIEW before the app has started, and remembers that it did. */
export const sendStartEventsBeforeApp = (org: OrgOfEvents, flow: Flow, newAuthMode: boolean, pathname: string) => {
  sendRegistrationOpened(org, flow, newAuthMode);
  sendRegistrationPageview(org, flow);
  sentBeforeApp = { flow, pathname };
};

/** The flow and path whose opening events and PAGEVIEW the page's first script already sent, or null. */
export const startEventsSentBeforeApp = (): { flow: Flow; pathname: string } | null => sentBeforeApp;
