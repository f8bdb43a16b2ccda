import type { ProviderApplicant } from './applicant';
import type { PropertyRecord } from './property-data';

export interface Lien {
  /** 1 = first lien. */
  position: number;
  lender: string;
  balanceDollars: number;
  /** The monthly payment the lien's servicer reports, dollars. */
  monthlyPaymentDollars: number;
}

export interface TitleReport {
  /** Names on the deed (vesting). */
  vestedOwners: string[];
  liens: Lien[];
  /** False when the title needs review before closing (e.g. a judgment). */
  isClear: boolean;
  /** The parcel number (PIN/APN) of the legal description on the deed, when the search gives it. */
  parcelNumber?: string | null;
}

/** Title and liens search (docs/architecture.md). */
export interface TitleProvider {
  search(owner: ProviderApplicant, property: PropertyRecord): Promise<TitleReport>;
}
