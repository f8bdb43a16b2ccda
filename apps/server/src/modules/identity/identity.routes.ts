import {
  getIdentityContract,
  getIdentityV1Contract,
  putIdentityAliasContract,
  registerIdentityContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../plugins/auth';
import { contractRoute } from '../../lib/contract-route';
import { getIdentity, registerIdentity, setPhoneAlias } from './identity.service';

export const identityRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, registerIdentityContract, async (request, reply) => {
    const orgCode = request.query.organization?.trim().toLowerCase() || (await request.resolveOrg()).orgCode;
    const { jwt } = await registerIdentity({ db: app.db, tokens: app.tokens, now: app.clock() }, orgCode, request.body);
    // spec 01 §7: a Bearer authorization header found in a response is stored and reused.
    reply.header('authorization', `Bearer ${jwt}`);
    return { jwt };
  });

  for (const contract of [getIdentityContract, getIdentityV1Contract]) {
    contractRoute(app, contract, async (request) => getIdentity(app.db, requireAuth(request).identityUuid));
  }

  contractRoute(app, putIdentityAliasContract, async (request) =>
    setPhoneAlias({ db: app.db, now: app.clock() }, requireAuth(request).identityUuid, request.body.value),
  );
};
