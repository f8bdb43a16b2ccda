import { personaForLastName } from './personas';
import type { TitleProvider } from '../title';

/** The persona's existing liens as one first mortgage, vested in the applicant. */
export const sandboxTitle: TitleProvider = {
  async search(owner) {
    const persona = personaForLastName(owner.lastName);
    const liens =
      persona.existingLienDollars > 0
        ? [{ position: 1, lender: 'Sandbox Mortgage Co.', balanceDollars: persona.existingLienDollars }]
        : [];
    return { vestedOwners: [`${owner.firstName} ${owner.lastName}`], liens, isClear: true };
  },
};
