import type { Banner, ConsoleBanner } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { requireMemberOrg } from '../../platform/auth/staff-org-scope';
import type { ServiceContext } from '../service-context';
import { bannerView } from './banner-view';
import { listBanners } from './banners.repo';

/**
 * The banner file of docs/product/widgets-and-calculations.md §7 for one organisation: every banner, active or not;
 * the web app keeps those for its app and shows the active ones.
 */
export const readSiteBanners = async (ctx: ServiceContext, orgCode: string): Promise<Banner[]> =>
  (await listBanners(ctx.db, [orgCode])).map((row) => {
    const { orgCode: _org, ...banner } = bannerView(row);
    return banner;
  });

/** The console's list: the banners of one of the member's organisations, or of all of them. */
export const listConsoleBanners = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  orgCode: string | undefined,
): Promise<ConsoleBanner[]> => {
  const orgCodes = orgCode ? [requireMemberOrg(staff, orgCode)] : [...staff.orgCodes];
  return (await listBanners(ctx.db, orgCodes)).map(bannerView);
};
