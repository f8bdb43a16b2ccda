import { personaForLastName, type Persona } from './personas';
import type { TitleProvider } from '../title';

/** The liens on the property that the credit report shows too: the first mortgage, then the persona's others. */
export const reportedLiensOf = (persona: Persona) => {
  const otherDollars = persona.otherLiens.reduce((sum, lien) => sum + lien.balanceDollars, 0);
  const mortgageDollars = persona.existingLienDollars - otherDollars;
  // A 30-year mortgage's payment is about 0.6% of its balance a month at today's rates (round figure, sandbox).
  const mortgage =
    mortgageDollars > 0
      ? [
          {
            lender: 'Sandbox Mortgage Co.',
            balanceDollars: mortgageDollars,
            monthlyPaymentDollars: Math.round(mortgageDollars * 0.006),
          },
        ]
      : [];
  return [...mortgage, ...persona.otherLiens].map((lien, index) => ({ position: index + 1, ...lien }));
};

/** The persona's liens: a first mortgage and any others of the persona, vested in the applicant. */
export const sandboxTitle: TitleProvider = {
  async search(owner, property) {
    const persona = personaForLastName(owner.lastName);
    const reported = reportedLiensOf(persona);
    // Liens only the title search finds (not on the credit report) come after the reported ones.
    const liens = [
      ...reported,
      ...persona.unreportedLiens.map((lien, index) => ({ position: reported.length + index + 1, ...lien })),
    ];
    // A co-owner on title (persona Coowner) must sign the closing too.
    const vestedOwners = [`${owner.firstName} ${owner.lastName}`, ...persona.titleCoOwners];
    // A deed vested in someone else (review-app/incorrect-ownership); a parcel number that is not the one
    // of the property records (review-app/incorrect-pin).
    const parcelNumber = persona.titleParcelMismatch ? `${property.apn}-0001` : property.apn;
    if (persona.titleVestedIn) return { vestedOwners: [persona.titleVestedIn], liens, isClear: true, parcelNumber };
    return { vestedOwners, liens, isClear: true, parcelNumber };
  },
};
