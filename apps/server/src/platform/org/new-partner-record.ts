import { brandOfPartner, metaDataOfPartner, type OrgMetaData, type Partner } from '@heloc/domain';
import { appendAudit } from '../audit/audit.repo';
import { type StaffPrincipal, staffActorLabel } from '../auth/staff-principal';
import type { Db } from '../database/database';
import { insertBrandVersion } from './brand-versions.repo';
import { insertOrganization } from './organizations.repo';

/**
 * A new partner's organisation record, its first brand version and its audit entry (docs/organizations.md): the one
 * way an organisation is created, by the console, an import or the seed. `texts`: the record's texts the form does
 * not cover (legal pages, disclosures, product names), else plain defaults. Answers false, writing nothing, when the
 * code is taken. The partner has passed partnerSchema (the caller parsed it).
 */
export const createPartnerRecord = async (
  db: Db,
  input: {
    partner: Partner;
    texts?: OrgMetaData | undefined;
    pricing: unknown[];
    staff: StaffPrincipal | null;
    now: Date;
  },
): Promise<boolean> => {
  const { partner, staff, now } = input;
  const brand = brandOfPartner(partner.orgCode, partner.shortName, partner.brand);
  const created = await insertOrganization(
    db,
    {
      orgCode: partner.orgCode,
      canonicalOrgCode: partner.canonicalOrgCode,
      baseUrl: partner.links.baseUrl,
      orgBrand: brand,
      orgMetaData: metaDataOfPartner(partner, input.texts),
      orgPricingData: input.pricing,
      hosts: partner.hosts,
    },
    now,
  );
  if (!created) return false;
  await insertBrandVersion(db, {
    orgCode: partner.orgCode,
    brand,
    restoredFrom: null,
    createdBy: staff ? staffActorLabel(staff) : 'import',
    now,
  });
  await appendAudit(db, {
    at: now,
    staff,
    action: 'partner.create',
    before: null,
    after: { ...partner, suspended: false },
  });
  return true;
};
