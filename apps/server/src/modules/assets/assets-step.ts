import type { AssetsOverview } from '@heloc/domain/contracts';
import type { ApplicationRow } from '../../platform/database/schema';
import { listDocumentRecords } from '../../platform/storage';
import { readAssetAccounts, requiredAssetsOf } from '../../workflow';
import type { ServiceContext } from '../service-context';

/*
 * product/assets (docs/product/registration-and-routing.md §4 ASSETS_PREQUAL): income alone does not carry the debts, verified assets can.
 * The applicant links bank or investment accounts (the link dialog; the institution reports each balance) or uploads
 * statements, then sends them for verification (engine step VERIFY_ASSETS): enough assets lead to the offers, too
 * few to a decline with its reasons (the adverse action notice).
 * What the assets calls share: the status they work in and the overview they answer.
 */

export const WORKING_STATUS = 'ASSETS_PREQUAL';
export const NOT_AT_ASSETS_MESSAGE = 'Your assets can be added only while we ask for them';

export const overviewOf = async (ctx: ServiceContext, row: ApplicationRow): Promise<AssetsOverview> => {
  const accounts = await readAssetAccounts(ctx.db, row.uuid);
  const statements = await listDocumentRecords(ctx.db, row.uuid, { kinds: ['ASSET_STATEMENT'] });
  return {
    checklistStatus: row.checklist_status,
    requiredDollars: await requiredAssetsOf(ctx.db, row, ctx.now()),
    linkedDollars: accounts.reduce((sum, a) => sum + a.balance_dollars, 0),
    sources: [
      ...accounts.map((a) => ({
        uuid: a.uuid,
        kind: 'LINKED_ACCOUNT' as const,
        name: a.institution_name,
        accountName: a.account_name,
        accountLast4: a.account_last4,
        balanceDollars: a.balance_dollars,
      })),
      ...statements.map((d) => ({
        uuid: d.uuid,
        kind: 'STATEMENT' as const,
        name: d.file_name,
        accountName: null,
        accountLast4: null,
        balanceDollars: null,
      })),
    ],
    institutions: ctx.workflow.providers.accountLink.institutions('BANK'),
    submittedAt: row.assets_submitted_at?.toISOString() ?? null,
  };
};
