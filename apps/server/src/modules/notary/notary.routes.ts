import {
  cancelNotaryReservationContract,
  cancelRescissionContract,
  getCompleteSummaryContract,
  getFundingForecastContract,
  getNotaryContract,
  listNotarySlotsContract,
  notaryAnswersContract,
  notaryAvailabilityContract,
  notaryIdentityContract,
  notarySealContract,
  reserveNotaryContract,
  startNotarySessionContract,
  switchToInPersonNotaryContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { languageOfRequest } from '../../platform/http/language';
import { contextOf } from '../service-context';
import { cancelDuringRescission, getCompleteSummary } from './complete.service';
import { getFundingForecast } from './funding-forecast.service';
import { getNotaryOverview, notaryAvailability } from './notary-overview.service';
import { cancelNotaryReservation, listNotarySlots, reserveNotary } from './notary-reservation.service';
import { answerNotaryQuestions, checkNotaryId, sealNotarySession, startNotarySession } from './notary-session.service';
import { switchToInPersonNotary } from './switch-to-in-person-notary.service';

/** The notary, the right to cancel and the complete screen, for every participant of the application. */
export const notaryRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).identityUuid;

  contractRoute(app, notaryAvailabilityContract, async (request) =>
    notaryAvailability(ctx, request.query.state, request.query.zip),
  );
  contractRoute(app, getNotaryContract, async (request) => getNotaryOverview(ctx, request.params.uuid, me(request)));
  contractRoute(app, startNotarySessionContract, async (request) =>
    startNotarySession(ctx, request.params.uuid, me(request)),
  );
  contractRoute(app, notaryIdentityContract, async (request) =>
    checkNotaryId(ctx, request.params.uuid, me(request), request.body),
  );
  contractRoute(app, notaryAnswersContract, async (request) =>
    answerNotaryQuestions(ctx, request.params.uuid, me(request), request.body),
  );
  contractRoute(app, notarySealContract, async (request) => sealNotarySession(ctx, request.params.uuid, me(request)));
  contractRoute(app, switchToInPersonNotaryContract, async (request) => {
    const identityUuid = me(request);
    return switchToInPersonNotary(ctx, request.params.uuid, {
      by: `identity:${identityUuid}`,
      participant: identityUuid,
    });
  });
  contractRoute(app, listNotarySlotsContract, async (request) =>
    listNotarySlots(ctx, request.params.uuid, me(request)),
  );
  contractRoute(app, reserveNotaryContract, async (request) =>
    reserveNotary(ctx, request.params.uuid, me(request), request.body.slotId),
  );
  contractRoute(app, cancelNotaryReservationContract, async (request) => {
    await cancelNotaryReservation(ctx, request.params.uuid, me(request));
    return { cancelled: true as const };
  });
  contractRoute(app, getCompleteSummaryContract, async (request) =>
    getCompleteSummary(ctx, request.params.uuid, me(request)),
  );
  contractRoute(app, getFundingForecastContract, async (request) =>
    getFundingForecast(ctx, request.params.uuid, me(request), languageOfRequest(request)),
  );
  contractRoute(app, cancelRescissionContract, async (request) =>
    cancelDuringRescission(ctx, request.params.uuid, me(request)),
  );
};
