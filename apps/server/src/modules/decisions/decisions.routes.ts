import {
  decideSandboxReviewContract,
  getAdverseActionNoticeContract,
  getReviewContract,
  sendReviewExplanationContract,
  uploadReviewDocumentContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { readUpload } from '../../platform/http/multipart';
import { contextOf } from '../service-context';
import { decideReview } from './decide-review.service';
import { getAdverseActionNotice, getReview, sendExplanation, uploadReviewDocument } from './decisions.service';

/** The adverse action notice, the manual reviews and insurance proof; the reviewer's decision (sandbox). */
export const decisionsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getAdverseActionNoticeContract, async (request) =>
    getAdverseActionNotice(ctx, request.params.uuid, requireAuth(request).identityUuid),
  );
  contractRoute(app, getReviewContract, async (request) =>
    getReview(ctx, request.params.uuid, request.params.review, requireAuth(request).identityUuid),
  );
  contractRoute(app, sendReviewExplanationContract, async (request) => {
    const { uuid, review } = request.params;
    return sendExplanation(ctx, uuid, review, requireAuth(request).identityUuid, request.body.explanation);
  });
  contractRoute(app, uploadReviewDocumentContract, async (request, reply) => {
    const { identityUuid } = requireAuth(request);
    const { files } = await readUpload(request, uploadReviewDocumentContract);
    const { uuid, review } = request.params;
    const { document, created } = await uploadReviewDocument(ctx, uuid, review, identityUuid, files.file!);
    return reply.code(created ? 201 : 200).send(document);
  });
  contractRoute(app, decideSandboxReviewContract, async (request) =>
    decideReview(ctx, request.params.uuid, request.params.review, request.body, { by: 'sandbox' }),
  );
};
