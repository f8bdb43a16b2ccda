export interface FundingRequest {
  applicationUuid: string;
  amountDollars: number;
  routingNumber: string;
  accountNumber: string;
}

/** Sends the draw to the borrower's disbursement account. */
export interface FundingProvider {
  disburse(request: FundingRequest): Promise<{ transferId: string; status: 'SENT' | 'REJECTED' }>;
}
