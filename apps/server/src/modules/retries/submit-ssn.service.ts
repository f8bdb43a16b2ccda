import { fieldContext } from '../../platform/crypto';
import type { ServiceContext } from '../service-context';
import { CREDIT_PROCESSING, creditRetryOf, runRetry } from './run-retry';
import type { Participation } from '../../platform/auth/access';

const SSN_STATUS = 'CREDIT_NO_MATCH';

export const SSN_WRONG_STATUS_MESSAGE =
  'Your Social Security number is needed only when we could not find your credit file';

/** credit/social: the full SSN, sealed at rest with its last 4 beside it, re-runs the pull that found no file. */
export const submitSsn = (
  ctx: ServiceContext,
  caller: Participation,
  { ssn, requestKey }: { ssn: string; requestKey: string },
) =>
  runRetry(ctx, caller, requestKey, {
    action: 'SSN',
    from: [SSN_STATUS],
    processing: CREDIT_PROCESSING,
    wrongStatusMessage: SSN_WRONG_STATUS_MESSAGE,
    plan: (row) => ({
      ...creditRetryOf(row),
      extra: {
        ssn_sealed: ctx.cipher.encrypt(ssn, fieldContext('applications', row.uuid, 'ssn')),
        ssn_last4: ssn.slice(-4),
      },
    }),
  });
