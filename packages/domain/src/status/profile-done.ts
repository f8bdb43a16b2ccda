/** What isProfileDone reads of a profile (the profile call's answer, docs/product/registration-and-routing.md §3). */
export interface ProfileFacts {
  readonly name: { readonly firstName: string | null; readonly lastName: string | null };
}

/**
 * docs/product/registration-and-routing.md §4 "a profile not yet done": the profile has no legal name yet. Registration
 * writes the name, the date of birth and the home address when it creates the application, so its applicants pass;
 * a profile without a name (made another way, or before registration wrote it) is sent to start/profile, the screen
 * that asks for exactly that. The date of birth and home address are not part of the rule: no screen after
 * registration asks for them, so requiring them would hold a borrower on start/profile for good.
 */
export const isProfileDone = (profile: ProfileFacts): boolean =>
  Boolean(profile.name.firstName?.trim() && profile.name.lastName?.trim());
