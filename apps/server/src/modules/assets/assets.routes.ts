import {
  getAssetsContract,
  linkAssetsContract,
  submitAssetsContract,
  uploadAssetStatementContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { readUpload } from '../../platform/http/multipart';
import { contextOf } from '../service-context';
import { getAssets } from './get-assets.service';
import { linkAssets } from './link-assets.service';
import { submitAssets } from './submit-assets.service';
import { uploadAssetStatement } from './upload-asset-statement.service';
import { participationOf } from '../../platform/auth/access';

/** product/assets: qualify with assets, linked or from statements. */
export const assetsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getAssetsContract, async (request) => getAssets(ctx, participationOf(request)));
  contractRoute(app, linkAssetsContract, async (request) => linkAssets(ctx, participationOf(request), request.body));
  contractRoute(app, uploadAssetStatementContract, async (request, reply) => {
    const { files } = await readUpload(request, uploadAssetStatementContract);
    const { document, created } = await uploadAssetStatement(ctx, participationOf(request), files.file!);
    return reply.code(created ? 201 : 200).send(document);
  });
  contractRoute(app, submitAssetsContract, async (request) => submitAssets(ctx, participationOf(request)));
};
