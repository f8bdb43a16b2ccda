import {
  LENDER_TIME_ZONE,
  type PricingSheet,
  pricingSheetSchema,
  sheetEffectiveInstant,
  sheetInEffect,
} from '@heloc/domain';
import type { PricingSheetsAnswer, PricingSheetVersion } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';
import { type StaffPrincipal, staffActorLabel } from '../../platform/auth/staff-principal';
import type { Db } from '../../platform/database/database';
import { findOrganization } from '../../platform/org/organizations.repo';
import { findSheetVersion, insertSheetVersion, listSheetVersions } from '../../platform/org/pricing-sheets.repo';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { resolvePricingData } from '../../workflow';
import { type ServiceContext, inTransaction } from '../service-context';

/*
 * Versioned pricing sheets (docs/pricing.md "Pricing sheets"): a version is written whole and never changed; the
 * one in effect prices every new offer on every node (the engine reads it at each pricing); restoring is writing an
 * earlier sheet again as the next version, effective now. Each write is audited with the sheet before and after.
 */

type SheetRow = Awaited<ReturnType<typeof listSheetVersions>>[number];

const versionView = (row: SheetRow): PricingSheetVersion => ({
  orgCode: row.org_code,
  version: row.version,
  sheet: row.sheet as PricingSheet,
  effectiveAt: row.effective_at.toISOString(),
  restoredFrom: row.restored_from,
  note: row.note,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
});

/** A time chosen this long ago still counts as now (the form was filled a moment before sending). */
const PAST_GRACE_MS = 60_000;

const requireOrganization = async (db: Db, orgCode: string) => {
  const org = await findOrganization(db, orgCode);
  if (!org) throw new AppError('not_found', NOT_FOUND);
  return org;
};

/** The sheet in effect at `at`: its version, or null for the standing pricing. */
const inEffectOf = (rows: readonly SheetRow[], at: Date): SheetRow | undefined =>
  sheetInEffect(
    rows.map((row) => ({ ...row, effectiveAt: row.effective_at })),
    at,
  );

export const listPricingSheets = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  code: string,
): Promise<PricingSheetsAnswer> => {
  const orgCode = requireMemberOrg(staff, code);
  const org = await requireOrganization(ctx.db, orgCode);
  const rows = await listSheetVersions(ctx.db, orgCode);
  return {
    orgCode,
    timeZone: LENDER_TIME_ZONE,
    inEffect: inEffectOf(rows, ctx.now())?.version ?? null,
    standing: resolvePricingData((org.org_pricing_data ?? []) as Record<string, unknown>[]) as PricingSheet,
    versions: rows.map(versionView),
  };
};

/** Writes the next version and its audit entry, in the caller's transaction. */
export const writeSheetVersion = async (
  db: Db,
  input: {
    orgCode: string;
    sheet: PricingSheet;
    effectiveAt: Date;
    restoredFrom: number | null;
    note: string;
    staff: StaffPrincipal | null;
    now: Date;
  },
): Promise<PricingSheetVersion> => {
  const rows = await listSheetVersions(db, input.orgCode);
  const before = inEffectOf(rows, input.now);
  const row = await insertSheetVersion(db, {
    ...input,
    createdBy: input.staff ? staffActorLabel(input.staff) : 'import',
  });
  const view = versionView(row);
  await appendAudit(db, {
    at: input.now,
    staff: input.staff,
    action: input.restoredFrom === null ? 'pricing_sheet.publish' : 'pricing_sheet.restore',
    before: before ? versionView(before) : null,
    after: view,
  });
  return view;
};

export const publishPricingSheet = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  body: { orgCode: string; sheet: PricingSheet; effectiveAt: string | null; note: string },
): Promise<PricingSheetVersion> => {
  const orgCode = requireMemberOrg(staff, body.orgCode);
  return inTransaction(ctx, async (tx) => {
    await requireOrganization(tx.db, orgCode);
    const now = tx.now();
    let effectiveAt = now;
    if (body.effectiveAt !== null) {
      const chosen = sheetEffectiveInstant(body.effectiveAt);
      if (!chosen) throw new AppError('bad_request', 'Choose a date and time.');
      if (chosen.getTime() < now.getTime() - PAST_GRACE_MS)
        throw new AppError('bad_request', 'The date and time chosen have passed: choose a later one, or now.');
      effectiveAt = chosen.getTime() < now.getTime() ? now : chosen;
    }
    return writeSheetVersion(tx.db, {
      orgCode,
      sheet: body.sheet,
      effectiveAt,
      restoredFrom: null,
      note: body.note,
      staff,
      now,
    });
  });
};

export const restorePricingSheet = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  body: { orgCode: string; version: number },
): Promise<PricingSheetVersion> => {
  const orgCode = requireMemberOrg(staff, body.orgCode);
  return inTransaction(ctx, async (tx) => {
    const earlier = await findSheetVersion(tx.db, orgCode, body.version);
    if (!earlier) throw new AppError('not_found', NOT_FOUND);
    // A sheet written under older ranges is not restored past today's.
    const sheet = pricingSheetSchema.safeParse(earlier.sheet);
    if (!sheet.success) throw new AppError('bad_request', 'That version no longer passes the checks: write it again.');
    return writeSheetVersion(tx.db, {
      orgCode,
      sheet: sheet.data,
      effectiveAt: tx.now(),
      restoredFrom: earlier.version,
      note: `Restores version ${earlier.version}`,
      staff,
      now: tx.now(),
    });
  });
};
