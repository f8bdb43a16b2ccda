import {
  confirmTotpSetupContract,
  disableMfaContract,
  getMfaStatusContract,
  startTotpSetupContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { confirmTotpSetup, disableMfa, getMfaStatus, startTotpSetup } from './mfa.service';

/** Two-step verification in the account settings. The sign-in's code step is identity-broker's. */
export const mfaRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(app, getMfaStatusContract, async (request) => getMfaStatus(ctx, requireAuth(request).identityUuid));
  contractRoute(app, startTotpSetupContract, async (request) => {
    const org = await request.resolveOrg();
    // The authenticator app lists the account under the lender's name.
    return startTotpSetup(ctx, requireAuth(request).identityUuid, org.orgMetaData.companyNameShort);
  });
  contractRoute(app, confirmTotpSetupContract, async (request) =>
    confirmTotpSetup(ctx, requireAuth(request).identityUuid, request.body.code),
  );
  contractRoute(app, disableMfaContract, async (request) =>
    disableMfa(ctx, { identityUuid: requireAuth(request).identityUuid, body: request.body, clientIp: request.ip }),
  );
};
