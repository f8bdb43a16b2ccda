import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { ServiceContext } from '../service-context';
import { BRAND_ASSET_PATH, type BrandAssetType, brandAssetUrl, checkBrandAsset } from './brand-asset-check';
import { findBrandAsset, saveBrandAsset } from './partners.repo';

/*
 * Uploaded logos and favicons (docs/organizations.md "Logos and favicons"): kept under a name that is the hash of
 * their bytes, so a name never changes its content and a browser or a CDN in front may keep it for good.
 */

export const uploadBrandAsset = async (
  ctx: ServiceContext,
  _staff: StaffPrincipal,
  body: { kind: 'logo' | 'favicon'; contentType: BrandAssetType; dataBase64: string },
) => {
  const { name, body: bytes } = checkBrandAsset(body);
  await saveBrandAsset(ctx.db, { name, contentType: body.contentType, body: bytes });
  return { url: brandAssetUrl(name) };
};

/** A year, and never revalidated: the name is the content's hash. */
export const BRAND_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const assetParams = z.object({ name: z.string().regex(/^[0-9a-f]{32}\.(svg|png|jpg)$/) });

/** Serves the images: public, the same to every caller; an SVG may run nothing even if opened on its own. */
export const serveBrandAssets = (app: FastifyInstance, ctx: ServiceContext) => {
  app.get(`${BRAND_ASSET_PATH}/:name`, { schema: { params: assetParams, hide: true } }, async (request, reply) => {
    const { name } = request.params as z.infer<typeof assetParams>;
    const asset = await findBrandAsset(ctx.db, name);
    if (!asset) throw new AppError('not_found', NOT_FOUND);
    return reply
      .type(asset.content_type)
      .header('cache-control', BRAND_ASSET_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(asset.body);
  });
};
