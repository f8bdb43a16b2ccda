import { BANNER_VARIANTS, type BannerVariant } from '@heloc/domain';
import type { ConsoleBanner } from '@heloc/domain/contracts';
import type { Selectable } from 'kysely';
import type { SiteBannersTable } from '../../platform/database/schema/site';

const variantOf = (value: string): BannerVariant =>
  (BANNER_VARIANTS as readonly string[]).includes(value) ? (value as BannerVariant) : 'info';

/** A stored banner as the console and the site read it (docs/product/widgets-and-calculations.md §3). */
export const bannerView = (row: Omit<Selectable<SiteBannersTable>, 'updated_by'>): ConsoleBanner => ({
  uuid: row.uuid,
  orgCode: row.org_code,
  message: row.message,
  apps: row.apps,
  variant: variantOf(row.variant),
  active: row.active,
  dismissable: row.dismissable,
  metadata: { createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() },
});
