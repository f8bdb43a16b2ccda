import type { PropertyRecord, ProviderApplicant, TitleReport } from '../providers';

/**
 * What the title search can send to a manual review before the offers are shown (ours; the spec names the
 * screens review-app/incorrect-pin and review-app/incorrect-ownership, not the rules):
 * - the deed is not vested in the applicant (no owner on title carries the applicant's last name): INCORRECT_OWNERSHIP;
 * - the deed's parcel number (PIN) is not the one the property records matched: INCORRECT_PIN.
 * Ownership comes first: a wrong owner makes the parcel question moot.
 */
export const titleReviewOf = (
  owner: ProviderApplicant,
  property: PropertyRecord,
  title: TitleReport,
): 'INCORRECT_OWNERSHIP' | 'INCORRECT_PIN' | null => {
  const lastName = owner.lastName.trim().toLowerCase();
  const vested = title.vestedOwners.some((name) => lastName !== '' && name.toLowerCase().includes(lastName));
  if (!vested) return 'INCORRECT_OWNERSHIP';
  if (title.parcelNumber && title.parcelNumber !== property.apn) return 'INCORRECT_PIN';
  return null;
};
