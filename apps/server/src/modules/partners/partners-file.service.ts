import type { Partner } from '@heloc/domain';
import type { PartnerExportEntry, PartnersFile } from '@heloc/domain/contracts';
import { updateStaffMemberAccess } from '../../platform/auth/staff-members.repo';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/http/errors';
import {
  findOrganizationRow,
  listOrganizationRows,
  setOrganizationSuspended,
} from '../../platform/org/organizations.repo';
import { type ServiceContext, inTransaction } from '../service-context';
import { BRAND_ASSET_PATH, type BrandAssetType, brandAssetUrl, checkBrandAsset } from './brand-asset-check';
import { findBrandAsset, saveBrandAsset } from './partners.repo';
import { readPartner, writeNewPartner, writePartnerChanges } from './partners.service';

/*
 * Partners as one JSON file (docs/organizations.md "Import and export"): a lender brings its list at once; the seed
 * writes its organisations through the same creation path (platform/org/new-partner-record.ts). Every entry is
 * checked as the form checks it (the contract's schema), its images as an upload is; the whole file is one
 * transaction: all of it or none.
 */

const FORMAT = 'heloc-partners/1';

/** The uploaded images a brand names (under the one asset path). */
const assetNamesOf = (partner: Partner) =>
  [partner.brand.logoUrl, partner.brand.faviconUrl].flatMap((url) =>
    url.startsWith(`${BRAND_ASSET_PATH}/`) ? [url.slice(BRAND_ASSET_PATH.length + 1)] : [],
  );

export const exportPartners = async (ctx: ServiceContext, staff: StaffPrincipal): Promise<PartnersFile> => {
  const mine = new Set(staff.orgCodes.map((code) => code.toLowerCase()));
  const partners: PartnerExportEntry[] = [];
  for (const row of await listOrganizationRows(ctx.db)) {
    if (!mine.has(row.org_code.toLowerCase())) continue;
    const partner = await readPartner(ctx.db, row);
    const assets: PartnerExportEntry['assets'] = {};
    for (const name of assetNamesOf(partner)) {
      const asset = await findBrandAsset(ctx.db, name);
      if (asset)
        assets[brandAssetUrl(name)] = {
          contentType: asset.content_type as BrandAssetType,
          dataBase64: asset.body.toString('base64'),
        };
    }
    partners.push({ partner, suspended: row.suspended_at !== null, assets });
  }
  return { format: FORMAT, partners };
};

/** Writes every entry of a file in the caller's transaction; answers the codes created and updated. */
const importPartnerEntries = async (
  db: Db,
  entries: readonly PartnerExportEntry[],
  staff: StaffPrincipal | null,
  now: Date,
) => {
  const codes = entries.map((entry) => entry.partner.orgCode);
  const twice = codes.find((code, index) => codes.indexOf(code) !== index);
  if (twice) throw new AppError('bad_request', `The file lists ${twice} twice.`);
  const created: string[] = [];
  const updated: string[] = [];
  for (const entry of entries) {
    // Each image is checked as an upload, and must be the one the brand names (its name is its content's hash).
    for (const [url, asset] of Object.entries(entry.assets)) {
      const checked = checkBrandAsset({ kind: 'logo', ...asset });
      if (brandAssetUrl(checked.name) !== url)
        throw new AppError('bad_request', `${entry.partner.orgCode}: the image ${url} does not match its content.`);
      await saveBrandAsset(db, { name: checked.name, contentType: asset.contentType, body: checked.body });
    }
    for (const name of assetNamesOf(entry.partner))
      if (!(await findBrandAsset(db, name)))
        throw new AppError(
          'bad_request',
          `${entry.partner.orgCode}: the image ${brandAssetUrl(name)} is not in the file.`,
        );
    const row = await findOrganizationRow(db, entry.partner.orgCode);
    if (row) {
      await writePartnerChanges(db, { row, partner: entry.partner, staff, now, action: 'partner.import' });
      updated.push(entry.partner.orgCode);
    } else {
      await writeNewPartner(db, { partner: entry.partner, staff, now });
      created.push(entry.partner.orgCode);
    }
    const suspended = row ? row.suspended_at !== null : false;
    if (entry.suspended !== suspended)
      await setOrganizationSuspended(db, entry.partner.orgCode, entry.suspended ? now : null, now);
  }
  return { created, updated };
};

export const importPartners = async (ctx: ServiceContext, staff: StaffPrincipal, file: PartnersFile) =>
  inTransaction(ctx, async (tx) => {
    const mine = new Set(staff.orgCodes.map((code) => code.toLowerCase()));
    // A partner of another member's organisations is not theirs to overwrite: it looks taken.
    for (const entry of file.partners) {
      const code = entry.partner.orgCode;
      if (!mine.has(code) && (await findOrganizationRow(tx.db, code)))
        throw new AppError('conflict', `The code ${code} is already a partner's.`);
    }
    const now = tx.now();
    const result = await importPartnerEntries(tx.db, file.partners, staff, now);
    if (result.created.length)
      await updateStaffMemberAccess(
        tx.db,
        staff.memberUuid,
        { roles: staff.roles, orgCodes: [...staff.orgCodes, ...result.created] },
        now,
      );
    return result;
  });
