import { listCeoFeedbackContract, sendCeoFeedbackContract } from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { requireStaff } from '../../platform/auth/staff-principal';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { listCeoFeedbackRows } from './list-ceo-feedback.service';
import { sendCeoFeedback } from './send-ceo-feedback.service';

/** Feedback to the CEO (docs/product/application-area.md §5.1, §7): borrowers send it, admins read it in the console. */
export const ceoFeedbackRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, sendCeoFeedbackContract, async (request) =>
    sendCeoFeedback(ctx, requireAuth(request), request.body),
  );
  contractRoute(app, listCeoFeedbackContract, async (request) =>
    listCeoFeedbackRows(ctx, requireStaff(request), request.query.orgCode),
  );
};
