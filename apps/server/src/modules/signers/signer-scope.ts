import { HELOC_APPLICATION_PATH } from '@heloc/domain/contracts';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { findParticipantRole } from '../../platform/database/participants.repo';
import { AppError, NOT_FOUND } from '../../platform/http/errors';

/**
 * What an additional signer may call on the application they sign for. Every call of the application
 * service under /{uuid} checks only that the caller takes part in the application; a signer takes part too, but is
 * not the borrower: their calls are the closing package, the notary, the complete screen, a document download and the
 * co-deed calls (the status and conditions calls live under other services and stay open to them). Anything else
 * (the offer, bank accounts, income, liens, the summary, contact and HMDA answers, reviews, the adverse action
 * notice, the application itself) answers 404 to a signer, as to a stranger.
 */
const SIGNER_CALLS = ['/closing', '/notary', '/complete', '/documents/:documentUuid', '/signers'];

const isSignerCall = (rest: string) => SIGNER_CALLS.some((call) => rest === call || rest.startsWith(`${call}/`));

/** Whether a route is a borrower-only call of one application. */
export const isBorrowerOnlyRoute = (url: string): boolean =>
  (url === HELOC_APPLICATION_PATH || url.startsWith(`${HELOC_APPLICATION_PATH}/`)) &&
  !isSignerCall(url.slice(HELOC_APPLICATION_PATH.length));

/**
 * Registered before the modules (app.ts MODULES) and not encapsulated, so it sees every route: a borrower-only route
 * gets one more pre-handler, after the authentication, that answers 404 to an additional signer of the application.
 */
export const signerScopePlugin = fp(
  async (app) => {
    const refuseSigners: preHandlerHookHandler = async (request: FastifyRequest) => {
      const uuid = (request.params as { uuid?: unknown } | undefined)?.uuid;
      if (!request.auth || typeof uuid !== 'string') return;
      const role = await findParticipantRole(app.db, uuid, request.auth.identityUuid);
      if (role === 'ADDITIONAL_SIGNER') throw new AppError('not_found', NOT_FOUND);
    };
    app.addHook('onRoute', (route) => {
      if (!isBorrowerOnlyRoute(route.url)) return;
      const existing = route.preHandler
        ? Array.isArray(route.preHandler)
          ? route.preHandler
          : [route.preHandler]
        : [];
      route.preHandler = [...existing, refuseSigners];
    });
  },
  { name: 'signer-scope', dependencies: ['db'] },
);
