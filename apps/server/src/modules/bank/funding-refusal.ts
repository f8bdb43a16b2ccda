import { needsAnotherDisburseAccount } from '@heloc/domain';
import type { ApplicationRow } from '../../platform/database/schema';
import { readLatestFundingTransfer, nextDueAt } from '../../workflow';
import type { ServiceContext } from '../service-context';

/**
 * The bank's refusal of the first draw that still waits for another account (domain needsAnotherDisburseAccount:
 * FUNDING_DECISION, the latest transfer refused, none scheduled since), or undefined. Read by the
 * disbursement-account call (which then sends the draw again) and by complete (which shows the refusal).
 */
export const openFundingRefusal = async (ctx: ServiceContext, row: ApplicationRow) => {
  if (row.checklist_status !== 'FUNDING_DECISION') return undefined;
  const latest = await readLatestFundingTransfer(ctx.db, row.uuid);
  if (!latest) return undefined;
  const scheduled = (await nextDueAt(ctx.db, row.uuid)) !== null;
  return needsAnotherDisburseAccount(row.checklist_status, latest, scheduled) ? latest : undefined;
};
