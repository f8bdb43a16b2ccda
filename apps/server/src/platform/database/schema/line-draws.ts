/** The funded line: the draws after the first. */
import type { CreatedAt } from './columns';

/** Migration 0035: one draw of a funded line after the first. */
export interface LineDrawsTable {
  uuid: string;
  application_uuid: string;
  /** The client's id of the request: unique per application. */
  request_id: string;
  /** The identity that asked for it (the primary borrower). */
  requested_by: string;
  amount_dollars: number;
  prime_rate: number;
  margin: number;
  rate: number;
  /** PENDING, FUNDED or REJECTED. */
  status: string;
  /** The funding provider's idempotency key. */
  idempotency_key: string;
  account_last4: string;
  transfer_id: string | null;
  return_reason: string | null;
  disclosure_document_uuid: string | null;
  requested_at: CreatedAt;
  funded_at: Date | null;
}
