export interface FundingRequest {
  applicationUuid: string;
  /**
   * The provider sends one transfer per key: asking again with the same key (after a restart in the middle of funding)
   * answers the first transfer instead of sending the money twice.
   */
  idempotencyKey: string;
  amountDollars: number;
  routingNumber: string;
  accountNumber: string;
}

export interface FundingTransfer {
  transferId: string;
  status: 'SENT' | 'REJECTED';
  amountDollars: number;
  /** Why the bank refused it (REJECTED), as it says: e.g. an ACH return code and its meaning. */
  returnReason?: string;
}

/** Sends the draw to the borrower's disbursement account. */
export interface FundingProvider {
  disburse(request: FundingRequest): Promise<FundingTransfer>;
}
