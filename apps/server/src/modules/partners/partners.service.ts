import { randomUUID } from 'node:crypto';
import {
  brandOfPartner,
  MAIN_ORG_CODE,
  metaDataOfPartner,
  orgBrandSchema,
  orgMetaDataSchema,
  PARTNER_FLAG_KEYS,
  type Partner,
  partnerBrandSchema,
  partnerChanges,
  partnerOfRecord,
  partnerSchema,
} from '@heloc/domain';
import type { PartnerAnswer } from '@heloc/domain/contracts';
import { appendAudit, listOrganizationAudit } from '../../platform/audit/audit.repo';
import { updateStaffMemberAccess } from '../../platform/auth/staff-members.repo';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';
import { type StaffPrincipal, staffActorLabel } from '../../platform/auth/staff-principal';
import type { Db } from '../../platform/database/database';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { findBrandVersion, insertBrandVersion, listBrandVersions } from '../../platform/org/brand-versions.repo';
import { createPartnerRecord } from '../../platform/org/new-partner-record';
import {
  findOrganizationOfHosts,
  findOrganizationRow,
  listOrganizationRows,
  setOrganizationSuspended,
  updateOrganization,
  updateOrganizationBrand,
} from '../../platform/org/organizations.repo';
import { listOrgLoanOfficers, saveOrgLoanOfficers } from '../lead-portal';
import { listOrgFlagOverrides, saveOrgFlagOverrides } from '../optimize';
import { type ServiceContext, inTransaction } from '../service-context';

/*
 * Partners run from the console (docs/organizations.md "Partners in the console"): each act one transaction, audited
 * with the partner before and after; the organisation directory of every node hears the write (org.plugin.ts), so it
 * answers within a second, with no restart.
 */

type Row = NonNullable<Awaited<ReturnType<typeof findOrganizationRow>>>;

/** Who wrote a version: the member, or 'import' for the seed and the command line. */
const writerOf = (staff: StaffPrincipal | null) => (staff ? staffActorLabel(staff) : 'import');

/** The referral link of a loan officer (docs/product/registration-and-routing.md §5): on the partner's first host. */
export const referralLinkOf = (host: string, uuid: string) =>
  `https://${host}/account/heloc/register?referrerId=${uuid}`;

/** The partner as the form edits it, read from its row, its loan officers and its own flags. */
export const readPartner = async (db: Db, row: Row): Promise<Partner> => {
  const officers = await listOrgLoanOfficers(db, row.org_code);
  const flags = Object.fromEntries(
    (await listOrgFlagOverrides(db, row.org_code))
      .filter((flag) => (PARTNER_FLAG_KEYS as readonly string[]).includes(flag.key))
      .map((flag) => [flag.key, flag.enabled]),
  );
  return partnerOfRecord({
    orgCode: row.org_code,
    canonicalOrgCode: row.canonical_org_code,
    baseUrl: row.base_url,
    hosts: row.hosts,
    brand: orgBrandSchema.parse(row.org_brand),
    meta: orgMetaDataSchema.parse(row.org_meta_data),
    loanOfficers: officers.map((officer) => ({
      uuid: officer.uuid,
      name: officer.originator_name,
      nmls: officer.nmls,
      states: officer.licensed_states,
    })),
    flags,
  });
};

/** What the audit trail keeps of a partner: the form's fields and whether it is suspended. */
const audited = (partner: Partner, suspended: boolean) => ({ ...partner, suspended });

const answerOf = async (db: Db, orgCode: string): Promise<PartnerAnswer> => {
  const row = await findOrganizationRow(db, orgCode);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  const partner = await readPartner(db, row);
  // A record written outside the console may lack what the form asks for: the form opens on it and says what.
  const checked = partnerSchema.safeParse(partner);
  const host = partner.hosts[0] ?? `${orgCode}.localhost`;
  const history = await listOrganizationAudit(db, 'partner', orgCode);
  return {
    partner,
    incomplete: checked.success ? [] : checked.error.issues.map((issue) => issue.message),
    suspendedAt: row.suspended_at ? row.suspended_at.toISOString() : null,
    referralLinks: Object.fromEntries(
      partner.loanOfficers.flatMap((o) => (o.uuid ? [[o.uuid, referralLinkOf(host, o.uuid)]] : [])),
    ),
    brandVersions: (await listBrandVersions(db, orgCode)).map((v) => ({
      version: v.version,
      brand: v.brand,
      restoredFrom: v.restored_from,
      createdBy: v.created_by,
      createdAt: v.created_at.toISOString(),
    })),
    history: history.map((entry) => ({
      at: entry.at.toISOString(),
      actor: entry.actor,
      action: entry.action,
      changes: partnerChanges(entry.before ?? undefined, entry.after ?? undefined),
    })),
  };
};

export const listPartners = async (ctx: ServiceContext, staff: StaffPrincipal) => {
  const mine = new Set(staff.orgCodes.map((code) => code.toLowerCase()));
  const rows = await listOrganizationRows(ctx.db);
  return {
    partners: rows
      .filter((row) => mine.has(row.org_code.toLowerCase()))
      .map((row) => {
        const meta = row.org_meta_data as { companyName?: string; licensedStates?: string[] };
        return {
          orgCode: row.org_code,
          displayName: meta.companyName ?? row.org_code,
          hosts: row.hosts,
          states: meta.licensedStates ?? [],
          suspendedAt: row.suspended_at ? row.suspended_at.toISOString() : null,
        };
      }),
  };
};

export const getPartner = async (ctx: ServiceContext, staff: StaffPrincipal, code: string) =>
  answerOf(ctx.db, requireMemberOrg(staff, code));

const refuseTakenHosts = async (db: Db, partner: Partner, except?: string) => {
  const taken = await findOrganizationOfHosts(db, partner.hosts, except);
  if (taken) throw new AppError('conflict', `The host name ${taken.host} already belongs to ${taken.orgCode}.`);
};

/** Loan officers and flags, written through their owners; a new officer is given a uuid. */
const writeOfficersAndFlags = async (db: Db, partner: Partner) => {
  await saveOrgLoanOfficers(
    db,
    partner.orgCode,
    partner.loanOfficers.map((officer) => ({ ...officer, uuid: officer.uuid ?? randomUUID() })),
    {
      email: partner.support.email,
      phone: partner.support.phone.replace(/\D/g, ''),
      brokerName: partner.variant.isWholesale ? partner.displayName.en : null,
    },
  );
  await saveOrgFlagOverrides(db, partner.orgCode, PARTNER_FLAG_KEYS, partner.flags);
};

/** Writes a new partner (the console, an import), audited, with its loan officers and flags. */
export const writeNewPartner = async (
  db: Db,
  input: { partner: Partner; staff: StaffPrincipal | null; now: Date; pricing?: unknown[] },
): Promise<void> => {
  const { partner, staff, now } = input;
  await refuseTakenHosts(db, partner);
  const created = await createPartnerRecord(db, { partner, pricing: input.pricing ?? [], staff, now });
  if (!created) throw new AppError('conflict', `The code ${partner.orgCode} is already a partner's.`);
  await writeOfficersAndFlags(db, partner);
};

/** Saves an existing partner over its row, audited; a changed brand is a new brand version. */
export const writePartnerChanges = async (
  db: Db,
  input: { row: Row; partner: Partner; staff: StaffPrincipal | null; now: Date; action?: string },
): Promise<void> => {
  const { row, partner, staff, now } = input;
  const before = await readPartner(db, row);
  await refuseTakenHosts(db, partner, row.org_code);
  const brand = brandOfPartner(row.org_code, partner.shortName, partner.brand);
  await updateOrganization(
    db,
    {
      orgCode: row.org_code,
      canonicalOrgCode: partner.canonicalOrgCode,
      baseUrl: partner.links.baseUrl,
      orgBrand: brand,
      orgMetaData: metaDataOfPartner(partner, orgMetaDataSchema.parse(row.org_meta_data)),
      hosts: partner.hosts,
    },
    now,
  );
  await writeOfficersAndFlags(db, partner);
  if (JSON.stringify(brand) !== JSON.stringify(row.org_brand))
    await insertBrandVersion(db, { orgCode: row.org_code, brand, restoredFrom: null, createdBy: writerOf(staff), now });
  const suspended = row.suspended_at !== null;
  await appendAudit(db, {
    at: now,
    staff,
    action: input.action ?? 'partner.update',
    before: audited(before, suspended),
    after: audited(await readPartner(db, (await findOrganizationRow(db, row.org_code)) ?? row), suspended),
  });
};

export const createPartner = async (ctx: ServiceContext, staff: StaffPrincipal, partner: Partner) =>
  inTransaction(ctx, async (tx) => {
    const now = tx.now();
    await writeNewPartner(tx.db, { partner, staff, now });
    // Its creator sees it at once; other members are given it on the Team screen (their organisations).
    await updateStaffMemberAccess(
      tx.db,
      staff.memberUuid,
      { roles: staff.roles, orgCodes: [...staff.orgCodes, partner.orgCode] },
      now,
    );
    return answerOf(tx.db, partner.orgCode);
  });

const requireRow = async (db: Db, staff: StaffPrincipal, code: string): Promise<Row> => {
  const row = await findOrganizationRow(db, requireMemberOrg(staff, code));
  if (!row) throw new AppError('not_found', NOT_FOUND);
  return row;
};

export const updatePartner = async (ctx: ServiceContext, staff: StaffPrincipal, code: string, partner: Partner) =>
  inTransaction(ctx, async (tx) => {
    const row = await requireRow(tx.db, staff, code);
    if (partner.orgCode !== row.org_code)
      throw new AppError('bad_request', "A partner's code stays as it was created: create a new partner instead.");
    await writePartnerChanges(tx.db, { row, partner, staff, now: tx.now() });
    return answerOf(tx.db, row.org_code);
  });

export const setPartnerSuspended = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  code: string,
  suspended: boolean,
) =>
  inTransaction(ctx, async (tx) => {
    const row = await requireRow(tx.db, staff, code);
    if (row.org_code === MAIN_ORG_CODE && suspended)
      throw new AppError('bad_request', 'The main brand cannot be suspended: it answers every host no partner has.');
    const now = tx.now();
    const partner = await readPartner(tx.db, row);
    await setOrganizationSuspended(tx.db, row.org_code, suspended ? now : null, now);
    await appendAudit(tx.db, {
      at: now,
      staff,
      action: suspended ? 'partner.suspend' : 'partner.reinstate',
      before: audited(partner, row.suspended_at !== null),
      after: audited(partner, suspended),
    });
    return answerOf(tx.db, row.org_code);
  });

export const restorePartnerBrand = async (ctx: ServiceContext, staff: StaffPrincipal, code: string, version: number) =>
  inTransaction(ctx, async (tx) => {
    const row = await requireRow(tx.db, staff, code);
    const earlier = await findBrandVersion(tx.db, row.org_code, version);
    if (!earlier) throw new AppError('not_found', NOT_FOUND);
    const brand = orgBrandSchema.safeParse(earlier.brand);
    // A brand saved under older checks is not restored past today's (contrast above all).
    if (!brand.success || !partnerBrandSchema.safeParse(brand.data).success)
      throw new AppError('bad_request', 'That brand version no longer passes the checks: save the brand again.');
    const now = tx.now();
    const before = await readPartner(tx.db, row);
    await updateOrganizationBrand(tx.db, row.org_code, brand.data, now);
    await insertBrandVersion(tx.db, {
      orgCode: row.org_code,
      brand: brand.data,
      restoredFrom: version,
      createdBy: writerOf(staff),
      now,
    });
    const after = await readPartner(tx.db, (await findOrganizationRow(tx.db, row.org_code)) ?? row);
    const suspended = row.suspended_at !== null;
    await appendAudit(tx.db, {
      at: now,
      staff,
      action: 'partner.brand_restore',
      before: audited(before, suspended),
      after: audited(after, suspended),
    });
    return answerOf(tx.db, row.org_code);
  });
