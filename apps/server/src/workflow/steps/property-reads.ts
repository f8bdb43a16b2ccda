import type { Db } from '../../platform/database/database';
import type { AssetAccountRow, LienRow, ValuationRow } from '../../platform/database/schema';
import { listLienRows } from './liens.repo';
import { findValuation, listAssetAccounts } from './valuation.repo';

/*
 * What modules read of the engine's findings on the property and the applicant's assets (workflow/index.ts): the
 * liens the title search found, the valuation, the linked asset accounts. Changes go through app.workflow.property.
 */

/** The liens the title search found, by position, with the applicant's choice on each. */
export const readLiens = (db: Db, applicationUuid: string): Promise<LienRow[]> => listLienRows(db, applicationUuid);

/** The application's valuation (undefined before the first estimate or order). */
export const readValuation = (db: Db, applicationUuid: string): Promise<ValuationRow | undefined> =>
  findValuation(db, applicationUuid);

/** The asset accounts the applicant linked, oldest first. */
export const readAssetAccounts = (db: Db, applicationUuid: string): Promise<AssetAccountRow[]> =>
  listAssetAccounts(db, applicationUuid);
