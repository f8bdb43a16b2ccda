// The last step: the first draw sent to the disbursement account. A bank can refuse the transfer (the
// account closed, the number wrong): the applicant then names another account and the draw is sent there. Ours.

/** The latest transfer asked of the bank for the first draw, as recorded. */
export interface RecordedTransfer {
  status: 'SENT' | 'REJECTED' | string;
}

/**
 * Whether the applicant must name another account: the application waits for its funding, the bank refused the
 * latest transfer, and no new transfer is on its way yet (another account schedules one).
 */
export const needsAnotherDisburseAccount = (
  checklistStatus: string,
  latest: RecordedTransfer | undefined,
  transferScheduled: boolean,
): boolean => checklistStatus === 'FUNDING_DECISION' && latest?.status === 'REJECTED' && !transferScheduled;

/** The bank's idempotency key of the first draw's `attempt`-th transfer (1: the first; later: after a refusal). */
export const firstDrawKey = (applicationUuid: string, attempt = 1): string =>
  attempt <= 1 ? `${applicationUuid}:first-draw` : `${applicationUuid}:first-draw:${attempt}`;
