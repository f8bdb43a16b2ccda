import {
  getIdentityContract,
  getIdentityV1Contract,
  putIdentityAliasContract,
  registerIdentityContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { requestedLanguage } from '../../platform/http/language';
import { contextOf } from '../service-context';
import { getIdentity, registerIdentity, setPhoneAlias } from './identity.service';

export const identityRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, registerIdentityContract, async (request, reply) => {
    const orgCode = request.query.organization?.trim().toLowerCase() || (await request.resolveOrg()).orgCode;
    // docs/i18n.md: the language the registering browser asks for, among those the organisation offers.
    const offered = (await app.orgDirectory()).byCode.get(orgCode)?.orgMetaData.languages;
    const language = requestedLanguage(request.headers['accept-language'], offered);
    const { jwt } = await registerIdentity(ctx, orgCode, request.body, language);
    // docs/product/registration-and-routing.md §7: a Bearer authorization header found in a response is stored and reused.
    reply.header('authorization', `Bearer ${jwt}`);
    return { jwt };
  });

  for (const contract of [getIdentityContract, getIdentityV1Contract]) {
    contractRoute(app, contract, async (request) => getIdentity(ctx, requireAuth(request).identityUuid));
  }

  contractRoute(app, putIdentityAliasContract, async (request) =>
    setPhoneAlias(ctx, requireAuth(request).identityUuid, request.body.value),
  );
};
