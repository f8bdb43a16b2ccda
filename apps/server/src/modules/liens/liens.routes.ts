import { listLiensContract, saveLienChoicesContract, uploadLienPayoffProofContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { readUpload } from '../../platform/http/multipart';
import { contextOf } from '../service-context';
import { uploadLienPayoffProof } from './lien-proof.service';
import { listLiens } from './list-liens.service';
import { saveLienChoices } from './save-lien-choices.service';
import { participationOf } from '../../platform/auth/access';

/** liens: the liens the title search found, the applicant's answers, and proof of a paid-off lien. */
export const liensRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, listLiensContract, async (request) => listLiens(ctx, participationOf(request)));
  contractRoute(app, saveLienChoicesContract, async (request) =>
    saveLienChoices(ctx, participationOf(request), request.body),
  );
  contractRoute(app, uploadLienPayoffProofContract, async (request, reply) => {
    const { files } = await readUpload(request, uploadLienPayoffProofContract);
    const document = await uploadLienPayoffProof(ctx, participationOf(request), request.params.lienUuid, files.file!);
    return reply.code(201).send(document);
  });
};
