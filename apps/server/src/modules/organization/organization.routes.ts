import { getOrganizationContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { contractRoute } from '../../platform/http/contract-route';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { faviconPng } from './org-favicon';
import { faviconSvg, logoSvg } from '@heloc/domain';

const assetParams = z.object({ code: z.string().regex(/^[a-z0-9-]{1,64}$/i) });

export const organizationRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, getOrganizationContract, async (request) => request.resolveOrg());

  // Brand images generated from the record (docs/product/registration-and-routing.md §1: branding comes from the organisation record).
  for (const [file, type, render] of [
    ['logo.svg', 'image/svg+xml', logoSvg],
    ['favicon.png', 'image/png', faviconPng],
    ['favicon.svg', 'image/svg+xml', faviconSvg],
  ] as const) {
    app.get(`/org-assets/:code/${file}`, { schema: { params: assetParams, hide: true } }, async (request, reply) => {
      const { code } = request.params as z.infer<typeof assetParams>;
      const org = (await app.orgDirectory()).byCode.get(code.toLowerCase());
      if (!org) throw new AppError('not_found', NOT_FOUND);
      return reply.type(type).header('cache-control', 'public, max-age=300').send(render(org));
    });
  }
};
