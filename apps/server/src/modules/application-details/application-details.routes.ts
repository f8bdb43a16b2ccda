import {
  getApplicationSummaryContract,
  saveContactContract,
  saveHmdaContract,
  submitApplicationContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { saveContact } from './contact.service';
import { saveHmda } from './hmda.service';
import { getApplicationSummary, submitApplication } from './summary.service';

/** "Provide More Info": start/contact, start/hmda and start/app-summary (read and Submit). */
export const applicationDetailsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, saveContactContract, async (request) =>
    saveContact(ctx, request.params.uuid, requireAuth(request).identityUuid, request.body),
  );
  contractRoute(app, saveHmdaContract, async (request) =>
    saveHmda(ctx, request.params.uuid, requireAuth(request).identityUuid, request.body),
  );
  contractRoute(app, getApplicationSummaryContract, async (request) =>
    getApplicationSummary(ctx, request.params.uuid, requireAuth(request).identityUuid),
  );
  contractRoute(app, submitApplicationContract, async (request) =>
    submitApplication(ctx, request.params.uuid, requireAuth(request).identityUuid, request.body),
  );
};
