import type { ChecklistStatus } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow } from '../../platform/database/schema';
import type { Providers } from '../providers';
import { ensureRequiredSigners, hasPendingSigners } from './required-signers';

/**
 * Where the closing goes once the primary applicant has signed the closing package: to CO_DEED_REQ while
 * another person who must sign (a co-owner on title, a spouse where the state requires it, anyone the applicant
 * added) has not signed, otherwise on to the notary disclosure. With `providers` the title report is read to list
 * the co-owners (the engine's step passes them); the spouse rule needs only the application.
 */
export const nextAfterPrimarySigned = async (
  trx: Db,
  row: ApplicationRow,
  providers?: Pick<Providers, 'propertyData' | 'title'>,
  now: Date = new Date(),
): Promise<ChecklistStatus> =>
  hasPendingSigners(await ensureRequiredSigners(trx, row, providers, now)) ? 'CO_DEED_REQ' : 'GEN_NOTARY_DISCLOSURE';
