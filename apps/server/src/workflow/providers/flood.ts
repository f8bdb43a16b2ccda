import type { ProviderAddress, ProviderApplicant } from './applicant';
import type { PropertyRecord } from './property-data';

export interface FloodCertificate {
  /** FEMA zone: 'X' is minimal risk; zones starting with A or V are special flood hazard areas. */
  zone: string;
  /** Flood insurance is required when the property is in a special flood hazard area. */
  requiresInsurance: boolean;
}

/** Flood certificate (docs/product/registration-and-routing.md §4: waitingOnFloodCert routes GEN_CLOSING_DISCLOSURE to error/flood-cert). */
export interface FloodProvider {
  certify(owner: ProviderApplicant, property: PropertyRecord): Promise<FloodCertificate>;
  /**
   * The life-of-loan flood certificate ordered for closing. A vendor may answer later: PENDING asks to be
   * asked again after `retryAfterMs`. `previousOrders` is how many times this application asked before.
   */
  orderCertificate(owner: ProviderApplicant, address: ProviderAddress, previousOrders: number): Promise<FloodOrder>;
}

export type FloodOrder =
  | { status: 'PENDING'; retryAfterMs: number }
  | { status: 'COMPLETE'; certificate: FloodCertificate & { certificateNumber: string } };
