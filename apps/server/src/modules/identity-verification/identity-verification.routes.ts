import { getIdentityCheckContract, verifyIdentityContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { languageOfRequest } from '../../platform/http/language';
import { readUpload } from '../../platform/http/multipart';
import { contextOf } from '../service-context';
import { getIdentityCheck, verifyIdentity } from './identity-verification.service';
import { participationOf } from '../../platform/auth/access';

/** identity: the government ID and the provider's answer. */
export const identityVerificationRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getIdentityCheckContract, async (request) =>
    getIdentityCheck(ctx, participationOf(request), languageOfRequest(request)),
  );
  contractRoute(app, verifyIdentityContract, async (request) => {
    const { fields, files } = await readUpload(request, verifyIdentityContract);
    return verifyIdentity(ctx, participationOf(request), {
      idType: fields.idType,
      front: files.front!,
      back: files.back,
    });
  });
};
