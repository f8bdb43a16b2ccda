import type { ServiceContext } from '../service-context';
import { CREDIT_PROCESSING, creditRetryOf, runRetry } from './run-retry';
import type { Participation } from '../../platform/auth/access';

const FROZEN_STATUSES = ['SOFT_CREDIT_FROZEN', 'SOFT_CREDIT_LOCKED', 'HARD_CREDIT_FROZEN', 'HARD_CREDIT_LOCKED'];

export const LIFTED_WRONG_STATUS_MESSAGE = 'Your credit file is not frozen or locked';

/** credit/error: "I've lifted it" re-runs the frozen or locked pull, soft or hard. */
export const retryCreditPull = (ctx: ServiceContext, caller: Participation, requestKey: string) =>
  runRetry(ctx, caller, requestKey, {
    action: 'CREDIT_LIFTED',
    from: FROZEN_STATUSES,
    processing: CREDIT_PROCESSING,
    wrongStatusMessage: LIFTED_WRONG_STATUS_MESSAGE,
    plan: (row) => creditRetryOf(row),
  });
