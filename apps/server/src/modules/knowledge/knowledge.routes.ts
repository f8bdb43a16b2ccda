import {
  createKnowledgeArticleContract,
  listChatbotFeedbackContract,
  listKnowledgeArticlesContract,
  listKnowledgeGapsContract,
  updateKnowledgeArticleContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '../../platform/auth/staff-principal';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { createKnowledgeArticle } from './create-article.service';
import { listChatbotFeedback } from './list-feedback.service';
import { listKnowledgeGaps } from './list-gaps.service';
import { listKnowledgeArticles } from './list-articles.service';
import { updateKnowledgeArticle } from './update-article.service';

/**
 * The chatbot's articles, their ratings and the questions they do not answer yet in the console (docs/product/chat.md
 * §3), for admins of the organisation.
 */
export const knowledgeRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, listKnowledgeArticlesContract, async (request) =>
    listKnowledgeArticles(ctx, requireStaff(request), request.query.orgCode),
  );
  contractRoute(app, createKnowledgeArticleContract, async (request, reply) =>
    reply.code(201).send(await createKnowledgeArticle(ctx, requireStaff(request), request.body)),
  );
  contractRoute(app, updateKnowledgeArticleContract, async (request) =>
    updateKnowledgeArticle(ctx, requireStaff(request), request.params.articleUuid, request.body),
  );
  contractRoute(app, listChatbotFeedbackContract, async (request) =>
    listChatbotFeedback(ctx, requireStaff(request), request.query.orgCode),
  );
  contractRoute(app, listKnowledgeGapsContract, async (request) =>
    listKnowledgeGaps(ctx, requireStaff(request), request.query.orgCode),
  );
};
