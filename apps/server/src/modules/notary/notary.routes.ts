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
import { participationOf } from '../../platform/auth/access';
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

  contractRoute(app, notaryAvailabilityContract, async (request) =>
    notaryAvailability(ctx, request.query.state, request.query.zip),
  );
  contractRoute(app, getNotaryContract, async (request) => getNotaryOverview(ctx, participationOf(request)));
  contractRoute(app, startNotarySessionContract, async (request) => startNotarySession(ctx, participationOf(request)));
  contractRoute(app, notaryIdentityContract, async (request) =>
    checkNotaryId(ctx, participationOf(request), request.body),
  );
  contractRoute(app, notaryAnswersContract, async (request) =>
    answerNotaryQuestions(ctx, participationOf(request), request.body),
  );
  contractRoute(app, notarySealContract, async (request) => sealNotarySession(ctx, participationOf(request)));
  contractRoute(app, switchToInPersonNotaryContract, async (request) => {
    const caller = participationOf(request);
    return switchToInPersonNotary(ctx, caller.applicationUuid, { by: `identity:${caller.identityUuid}`, caller });
  });
  contractRoute(app, listNotarySlotsContract, async (request) => listNotarySlots(ctx, participationOf(request)));
  contractRoute(app, reserveNotaryContract, async (request) =>
    reserveNotary(ctx, participationOf(request), request.body.slotId),
  );
  contractRoute(app, cancelNotaryReservationContract, async (request) => {
    await cancelNotaryReservation(ctx, participationOf(request));
    return { cancelled: true as const };
  });
  contractRoute(app, getCompleteSummaryContract, async (request) => getCompleteSummary(ctx, participationOf(request)));
  contractRoute(app, getFundingForecastContract, async (request) =>
    getFundingForecast(ctx, participationOf(request), languageOfRequest(request)),
  );
  contractRoute(app, cancelRescissionContract, async (request) =>
    cancelDuringRescission(ctx, participationOf(request)),
  );
};
