import { createHash, randomUUID } from 'node:crypto';
import {
  INSTITUTION_REQUIRED_MESSAGE,
  LINK_INSTITUTION_UNAVAILABLE_MESSAGE,
  LINK_INVALID_CREDENTIALS_MESSAGE,
  type LinkCredentials,
  NO_ASSETS_MESSAGE,
} from '@heloc/domain';
import type { ApplicationDocument, AssetsOverview, HelocStatus } from '@heloc/domain/contracts';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { listDocumentRecords } from '../../platform/storage';
import { applicantOf, insertAssetAccounts, listAssetAccounts, requiredAssetsOf } from '../../workflow';
import { requireParticipantApplication } from '../../platform/auth/participant-application';
import { saveDocument, toApplicationDocument } from '../documents';
import { inTransaction, type ServiceContext } from '../service-context';

/*
 * product/assets (docs/product/registration-and-routing.md §4 ASSETS_PREQUAL): income alone does not carry the debts, verified assets can.
 * The applicant links bank or investment accounts (the link dialog; the institution reports each balance) or uploads
 * statements, then sends them for verification (engine step VERIFY_ASSETS): enough assets lead to the offers, too
 * few to a decline with its reasons (the adverse action notice).
 */

const WORKING_STATUS = 'ASSETS_PREQUAL';
export const NOT_AT_ASSETS_MESSAGE = 'Your assets can be added only while we ask for them';

const overviewOf = async (ctx: ServiceContext, row: ApplicationRow): Promise<AssetsOverview> => {
  const accounts = await listAssetAccounts(ctx.db, row.uuid);
  const statements = await listDocumentRecords(ctx.db, row.uuid, { kinds: ['ASSET_STATEMENT'] });
  return {
    checklistStatus: row.checklist_status,
    requiredDollars: await requiredAssetsOf(ctx.db, row),
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

/** product/assets: what must be verified and what the applicant has added (due engine steps applied first). */
export const getAssets = async (ctx: ServiceContext, uuid: string, identityUuid: string): Promise<AssetsOverview> => {
  await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid);
  return overviewOf(ctx, row);
};

/**
 * Links a bank account through the link provider (the credentials go to it only: never stored or logged) and keeps
 * each account's balance and last 4 digits. Linking the same institution again adds nothing.
 */
export const linkAssets = (ctx: ServiceContext, uuid: string, identityUuid: string, body: LinkCredentials) =>
  inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    const { accountLink } = tx.workflow.providers;
    if (!accountLink.institutions('BANK').some((i) => i.id === body.institutionId)) {
      throw new AppError('bad_request', INSTITUTION_REQUIRED_MESSAGE);
    }
    const linked = await listAssetAccounts(tx.db, uuid);
    // A double click or a retry of a link already made (even once the application moved on) answers the same.
    if (linked.some((a) => a.institution_id === body.institutionId)) return overviewOf(tx, row);
    if (row.checklist_status !== WORKING_STATUS) throw new AppError('conflict', NOT_AT_ASSETS_MESSAGE);
    const result = await accountLink.link(applicantOf(row), body, 0);
    if (result.outcome === 'INVALID_CREDENTIALS') throw new AppError('bad_request', LINK_INVALID_CREDENTIALS_MESSAGE);
    if (result.outcome === 'INSTITUTION_UNAVAILABLE') {
      throw new AppError('bad_request', LINK_INSTITUTION_UNAVAILABLE_MESSAGE);
    }
    if (result.outcome !== 'LINKED') throw new AppError('bad_request', INSTITUTION_REQUIRED_MESSAGE);
    await insertAssetAccounts(
      tx.db,
      result.accounts.map((account) => ({
        uuid: randomUUID(),
        application_uuid: uuid,
        institution_id: result.institution.id,
        institution_name: result.institution.name,
        account_id: account.accountId,
        account_name: account.name,
        account_type: account.type,
        account_last4: account.accountNumber.slice(-4),
        balance_dollars: Math.max(0, Math.round(account.balanceDollars ?? 0)),
      })),
      tx.now(),
    );
    return overviewOf(tx, row);
  });

/** A recent bank or investment statement (ASSET_STATEMENT); the same file again answers the stored one. */
export const uploadAssetStatement = (
  ctx: ServiceContext,
  uuid: string,
  identityUuid: string,
  file: UploadedFile,
): Promise<{ document: ApplicationDocument; created: boolean }> =>
  inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    const hash = createHash('sha256').update(file.bytes).digest('hex');
    const stored = await listDocumentRecords(tx.db, uuid, { kinds: ['ASSET_STATEMENT'] });
    const same = stored.find((d) => d.sha256 === hash);
    if (same) return { document: toApplicationDocument(same), created: false };
    if (row.checklist_status !== WORKING_STATUS) throw new AppError('conflict', NOT_AT_ASSETS_MESSAGE);
    const document = await saveDocument(tx, {
      applicationUuid: uuid,
      kind: 'ASSET_STATEMENT',
      bytes: file.bytes,
      fileName: file.fileName,
      uploadedBy: 'APPLICANT',
      uploadedByIdentity: identityUuid,
    });
    return { document: toApplicationDocument(document), created: true };
  });

/**
 * Sends the linked accounts and statements for verification (WAITING_FOR_ASSET_VERIFICATION; VERIFY_ASSETS decides).
 * A replay after the application moved on answers its status.
 */
export const submitAssets = async (ctx: ServiceContext, uuid: string, identityUuid: string): Promise<HelocStatus> => {
  await inTransaction(ctx, async (tx) => {
    const row = await requireParticipantApplication(tx.db, uuid, identityUuid, { forUpdate: true });
    if (row.checklist_status !== WORKING_STATUS) {
      if (row.assets_submitted_at) return;
      throw new AppError('conflict', NOT_AT_ASSETS_MESSAGE);
    }
    const accounts = await listAssetAccounts(tx.db, uuid);
    const statements = await listDocumentRecords(tx.db, uuid, { kinds: ['ASSET_STATEMENT'] });
    if (accounts.length === 0 && statements.length === 0) throw new AppError('bad_request', NO_ASSETS_MESSAGE);
    await tx.workflow.advance(
      tx.db,
      row,
      { checklistStatus: 'WAITING_FOR_ASSET_VERIFICATION' },
      { by: `identity:${identityUuid}`, next: 'VERIFY_ASSETS', extra: { assets_submitted_at: tx.now() } },
    );
  });
  const status = await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  if (!status) throw new AppError('not_found', NOT_FOUND);
  return status;
};
