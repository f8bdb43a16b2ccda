import type { ProductType } from '@heloc/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useOrg } from '../../../lib/org-context';
import { REGISTRATION_EVENTS, sendRegistrationEvent } from '../telemetry';

/**
 * spec 01 §7: heloc-register-start and auth-bucket once when registration opens, PAGEVIEW on every step. The
 * auth-bucket properties (which authentication mode this visitor registers with) are ours.
 */
export function useRegistrationTelemetry({ flow, newAuthMode }: { flow: 'v2' | 'original'; newAuthMode: boolean }) {
  const org = useOrg();
  const { pathname } = useLocation();
  const productType: ProductType = org.orgMetaData.variant.isCrypto ? 'CRYPTO_HELOC' : 'HELOC';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const base = { orgCode: org.orgCode, productType };
    void sendRegistrationEvent(REGISTRATION_EVENTS.registerStart, { ...base, eventProperties: { flow } });
    void sendRegistrationEvent(REGISTRATION_EVENTS.authBucket, {
      ...base,
      eventProperties: { bucket: newAuthMode ? 'new-auth' : 'legacy-auth', flow },
    });
  }, [org.orgCode, productType, flow, newAuthMode]);

  useEffect(() => {
    void sendRegistrationEvent(REGISTRATION_EVENTS.pageview, {
      orgCode: org.orgCode,
      productType,
      eventProperties: { flow },
    });
  }, [pathname, org.orgCode, productType, flow]);
}
