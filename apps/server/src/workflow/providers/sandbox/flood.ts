import { personaForLastName } from './personas';
import type { FloodProvider } from '../flood';

export const sandboxFlood: FloodProvider = {
  async certify(owner) {
    const zone = personaForLastName(owner.lastName).floodZone;
    return { zone, requiresInsurance: zone.startsWith('A') || zone.startsWith('V') };
  },
};
