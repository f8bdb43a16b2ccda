import { personaForLastName } from './personas';
import type { FloodProvider } from '../flood';

/** How long the sandbox flood vendor asks to be asked again while an order is pending. */
export const SANDBOX_FLOOD_RETRY_MS = 3_000;

export const sandboxFlood: FloodProvider = {
  async certify(owner) {
    const zone = personaForLastName(owner.lastName).floodZone;
    return { zone, requiresInsurance: zone.startsWith('A') || zone.startsWith('V') };
  },
  // The persona 'Floodwait' keeps the first order pending; every persona is issued a certificate after.
  async orderCertificate(owner, _address, previousOrders) {
    const persona = personaForLastName(owner.lastName);
    if (previousOrders < persona.floodCertPendingOrders) {
      return { status: 'PENDING', retryAfterMs: SANDBOX_FLOOD_RETRY_MS };
    }
    const zone = persona.floodZone;
    return {
      status: 'COMPLETE',
      certificate: {
        certificateNumber: `SBX-FLOOD-${owner.applicationUuid.slice(0, 8).toUpperCase()}`,
        zone,
        requiresInsurance: zone.startsWith('A') || zone.startsWith('V'),
      },
    };
  },
};
