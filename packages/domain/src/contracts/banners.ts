import { z } from 'zod';
import { uuidSchema } from './address';
import { defineContract } from './contract';
import { BANNER_VARIANTS } from '../enums';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * Site banners (docs/product/widgets-and-calculations.md §3, §4, §5). The spec reads a JSON file from a cloud storage host; ours: our server serves
 * the same list at GET /service-banners/external/api/v1/banners.
 */

/** docs/product/widgets-and-calculations.md §3 Banner; docs/product/widgets-and-calculations.md §5: every banner has uuid, message, a non-empty apps list and variant. */
export const bannerSchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    message: z.string().min(1),
    apps: z.array(z.string().min(1)).min(1),
    variant: z.enum(BANNER_VARIANTS),
    active: z.boolean(),
    dismissable: z.boolean(),
    metadata: z.object({ createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() }),
  }),
);
export type Banner = z.infer<typeof bannerSchema>;

export const listBannersContract = defineContract({
  method: 'GET',
  path: '/service-banners/external/api/v1/banners',
  auth: 'public',
  service: 'banners',
  summary:
    'Every banner; the client keeps those for its app, active ones, newest first (docs/product/widgets-and-calculations.md §4). Served by our server instead of a cloud storage host (ours); never cached.',
  response: { 200: lazySchema(() => z.array(bannerSchema)) },
});
