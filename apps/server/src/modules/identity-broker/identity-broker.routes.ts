import {
  agentFigureInfoContract,
  agentLoginContract,
  agentLogoutContract,
  agentMfaLoginContract,
  customerFigureInfoContract,
  customerLoginContract,
  customerLogoutContract,
  customerMfaLoginContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contextOf } from '../service-context';
import { deviceCookie, deviceIdOf } from './device-cookie';
import { getFigureInfo, login, loginWithMfa, logout } from './identity-broker.service';

const PORTALS = [
  {
    portal: 'customer',
    login: customerLoginContract,
    mfaLogin: customerMfaLoginContract,
    logout: customerLogoutContract,
    figureInfo: customerFigureInfoContract,
  },
  {
    portal: 'agent',
    login: agentLoginContract,
    mfaLogin: agentMfaLoginContract,
    logout: agentLogoutContract,
    figureInfo: agentFigureInfoContract,
  },
] as const;

/**
 * docs/product/widgets-and-calculations.md §7 says login and logout answer with a redirect. Our client is a single-page app calling with fetch, so
 * the target comes back as JSON ({ redirectUrl }) with status 200 and the SPA navigates (ours).
 */
export const identityBrokerRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  for (const p of PORTALS) {
    contractRoute(app, p.login, async (request, reply) => {
      const org = await request.resolveOrg();
      const result = await login(ctx, {
        portal: p.portal,
        orgCode: org.orgCode,
        body: request.body,
        clientIp: request.ip,
        deviceId: deviceIdOf(request.headers.cookie),
        redirectUrl: request.query.redirectUrl,
      });
      reply.header('set-cookie', deviceCookie(result.deviceId, app.config.nodeEnv === 'production'));
      // Two-step verification on: no session yet, a challenge for the login/mfa call.
      if (result.kind === 'mfa')
        return { mfaRequired: true as const, challenge: result.challenge, expiresAt: result.expiresAt.toISOString() };
      reply.header('authorization', `Bearer ${result.jwt}`);
      return { jwt: result.jwt, redirectUrl: result.redirectUrl };
    });
    contractRoute(app, p.mfaLogin, async (request, reply) => {
      const org = await request.resolveOrg();
      const { jwt, redirectUrl, deviceId } = await loginWithMfa(ctx, {
        portal: p.portal,
        orgCode: org.orgCode,
        body: request.body,
        clientIp: request.ip,
        deviceId: deviceIdOf(request.headers.cookie),
        redirectUrl: request.query.redirectUrl,
      });
      reply.header('authorization', `Bearer ${jwt}`);
      reply.header('set-cookie', deviceCookie(deviceId, app.config.nodeEnv === 'production'));
      return { jwt, redirectUrl };
    });
    contractRoute(app, p.logout, async (request) => logout(ctx, requireAuth(request).jti));
    contractRoute(app, p.figureInfo, async (request) => getFigureInfo(ctx, requireAuth(request).identityUuid));
  }
};
