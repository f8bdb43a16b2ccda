import type { ApplicationRow } from '../../platform/database/schema';
import type { ServiceContext } from '../service-context';

/**
 * The broker's value of a home whose price opinion is awaited (NAV_BPO_PROCESSING), entered by a member from the
 * operations console (docs/product/operations-console.md §4) in the caller's transaction, with the row locked: the
 * application goes on exactly as when the valuation provider answers (the offers, a lower line, or a decline).
 * 409 when no opinion is awaited (the workflow's enterBrokerValue refuses it).
 */
export const enterBrokerValue = (
  tx: ServiceContext,
  row: ApplicationRow,
  valueDollars: number,
  { by }: { by: string },
): Promise<ApplicationRow> => tx.workflow.enterBrokerValue(tx.db, row, valueDollars, { by });
