import {
  createBannerContract,
  listBannersContract,
  listConsoleBannersContract,
  updateBannerContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '../../platform/auth/staff-principal';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { listConsoleBanners, readSiteBanners } from './list-banners.service';
import { createBanner, editBanner } from './save-banner.service';

/**
 * docs/product/widgets-and-calculations.md §7: the banner file is read without cache, so an admin's edit or
 * deactivation shows on the next load; no browser or proxy may keep it.
 */
export const BANNERS_CACHE_CONTROL = 'no-store, no-cache, must-revalidate, max-age=0';

/** Site banners (docs/product/widgets-and-calculations.md §4, §7): the site reads them, admins write them. */
export const bannersRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, listBannersContract, async (request, reply) => {
    const org = await request.resolveOrg();
    reply.header('Cache-Control', BANNERS_CACHE_CONTROL).header('Pragma', 'no-cache').header('Expires', '0');
    return readSiteBanners(ctx, org.orgCode);
  });
  contractRoute(app, listConsoleBannersContract, async (request) =>
    listConsoleBanners(ctx, requireStaff(request), request.query.orgCode),
  );
  contractRoute(app, createBannerContract, async (request, reply) =>
    reply.code(201).send(await createBanner(ctx, requireStaff(request), request.body)),
  );
  contractRoute(app, updateBannerContract, async (request) =>
    editBanner(ctx, requireStaff(request), request.params.bannerUuid, request.body),
  );
};
