import { BPO_ORDER_REQUEST_STATUSES, NAV_ESTIMATE_STATUSES } from '@heloc/domain';

/** The statuses each valuation screen serves; their words are in valuation.messages.ts. */
export const ESTIMATE_STATUSES: readonly string[] = ['NO_AVM_FOUND', ...NAV_ESTIMATE_STATUSES];
export const ORDER_STATUSES: readonly string[] = BPO_ORDER_REQUEST_STATUSES;
