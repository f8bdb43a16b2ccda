import type { ApplicationFile } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ServiceContext } from '../service-context';
import { enterBrokerValue } from '../valuation';
import { actOnFile, requireFileAction, staffBy, statusSnapshot } from './console-file';

import { getApplicationFile } from './get-application-file.service';

/**
 * Enters the value the broker's price opinion gave, through the valuation module: the application goes on as when the
 * provider answers (docs/product/operations-console.md §4). 409 when no opinion is awaited.
 */
export const enterConsoleValuation = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  body: { valueDollars: number; note: string },
): Promise<ApplicationFile> => {
  await actOnFile(ctx, staff, uuid, async (tx, row) => {
    requireFileAction(row, 'VALUATION_ENTER');
    const written = await enterBrokerValue(tx, row, body.valueDollars, { by: staffBy(staff) });
    return {
      result: null,
      action: 'valuation.enter',
      before: { ...statusSnapshot(row), propertyValueDollars: row.property_value_dollars },
      after: { ...statusSnapshot(written), propertyValueDollars: body.valueDollars, note: body.note },
    };
  });
  return getApplicationFile(ctx, staff, uuid);
};
