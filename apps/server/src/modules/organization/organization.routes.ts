import { getOrganizationContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { contractRoute } from '../../platform/http/contract-route';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { faviconSvg, logoSvg } from './org-logo';

const assetParams = z.object({ code: z.string().regex(/^[a-z0-9-]{1,64}$/i) });

export const organizationRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, getOrganizationContract, async (request) => request.resolveOrg());

  // Brand images generated from the record (docs/product/registration-and-routing.md §1: branding comes from the organisation record).
  for (const [file, render] of [
    ['logo.svg', logoSvg],
    ['favicon.svg', faviconSvg],
  ] as const) {
    app.get(`/org-assets/:code/${file}`, { schema: { params: assetParams, hide: true } }, async (request, reply) => {
      const { code } = request.params as z.infer<typeof assetParams>;
      const org = (await app.orgDirectory()).byCode.get(code.toLowerCase());
      if (!org) throw new AppError('not_found', NOT_FOUND);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(render(org));
    });
  }
};
