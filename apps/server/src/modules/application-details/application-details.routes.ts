import {
  getApplicationSummaryContract,
  saveContactContract,
  saveHmdaContract,
  submitApplicationContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { saveContact } from './contact.service';
import { saveHmda } from './hmda.service';
import { getApplicationSummary, submitApplication } from './summary.service';
import { participationOf } from '../../platform/auth/access';

/** "Provide More Info": start/contact, start/hmda and start/app-summary (read and Submit). */
export const applicationDetailsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, saveContactContract, async (request) => saveContact(ctx, participationOf(request), request.body));
  contractRoute(app, saveHmdaContract, async (request) => saveHmda(ctx, participationOf(request), request.body));
  contractRoute(app, getApplicationSummaryContract, async (request) =>
    getApplicationSummary(ctx, participationOf(request)),
  );
  contractRoute(app, submitApplicationContract, async (request) =>
    submitApplication(ctx, participationOf(request), request.body),
  );
};
