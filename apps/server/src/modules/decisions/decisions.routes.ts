import {
  decideSandboxReviewContract,
  getAdverseActionNoticeContract,
  getReviewContract,
  sendReviewExplanationContract,
  uploadReviewDocumentContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { readUpload } from '../../platform/http/multipart';
import { contextOf } from '../service-context';
import { decideReview } from './decide-review.service';
import { getAdverseActionNotice, getReview, sendExplanation, uploadReviewDocument } from './decisions.service';
import { participationOf } from '../../platform/auth/access';

/** The adverse action notice, the manual reviews and insurance proof; the reviewer's decision (sandbox). */
export const decisionsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getAdverseActionNoticeContract, async (request) =>
    getAdverseActionNotice(ctx, participationOf(request)),
  );
  contractRoute(app, getReviewContract, async (request) =>
    getReview(ctx, participationOf(request), request.params.review),
  );
  contractRoute(app, sendReviewExplanationContract, async (request) => {
    return sendExplanation(ctx, participationOf(request), request.params.review, request.body.explanation);
  });
  contractRoute(app, uploadReviewDocumentContract, async (request, reply) => {
    const { files } = await readUpload(request, uploadReviewDocumentContract);
    const caller = participationOf(request);
    const { document, created } = await uploadReviewDocument(ctx, caller, request.params.review, files.file!);
    return reply.code(created ? 201 : 200).send(document);
  });
  contractRoute(app, decideSandboxReviewContract, async (request) =>
    decideReview(ctx, request.params.uuid, request.params.review, request.body, { by: 'sandbox' }),
  );
};
