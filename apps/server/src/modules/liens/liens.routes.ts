import { listLiensContract, saveLienChoicesContract, uploadLienPayoffProofContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { readUpload } from '../../platform/http/multipart';
import { contextOf } from '../service-context';
import { uploadLienPayoffProof } from './lien-proof.service';
import { listLiens } from './list-liens.service';
import { saveLienChoices } from './save-lien-choices.service';

/** liens: the liens the title search found, the applicant's answers, and proof of a paid-off lien. */
export const liensRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, listLiensContract, async (request) =>
    listLiens(ctx, request.params.uuid, requireAuth(request).identityUuid),
  );
  contractRoute(app, saveLienChoicesContract, async (request) =>
    saveLienChoices(ctx, request.params.uuid, requireAuth(request).identityUuid, request.body),
  );
  contractRoute(app, uploadLienPayoffProofContract, async (request, reply) => {
    const { identityUuid } = requireAuth(request);
    const { files } = await readUpload(request, uploadLienPayoffProofContract);
    const document = await uploadLienPayoffProof(
      ctx,
      request.params.uuid,
      request.params.lienUuid,
      identityUuid,
      files.file!,
    );
    return reply.code(201).send(document);
  });
};
