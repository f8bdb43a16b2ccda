import {
  confirmHelocOfferContract,
  createHelocContract,
  getCoDeedStatusContract,
  getHelocApplicationContract,
  getHelocStatusContract,
  getOptimizelyProfileContract,
  listHelocApplicationsContract,
  saveHelocExperimentsContract,
  saveHelocFullStoryLinkContract,
  saveTrackerContract,
  selectHelocOfferContract,
  updateOptimizelyProfileContract,
} from '@heloc/domain/contracts';
import { APP_ID_REQUIRED_MESSAGE, PARTNER_SUSPENDED_MESSAGE } from '@heloc/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/http/contract-route';
import { AppError } from '../../platform/http/errors';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contextOf } from '../service-context';
import { participationOf } from '../../platform/auth/access';
import { getApplication, listApplications } from './application.service';
import { statusPoll } from './status-poll';
import { coDeedStatus } from './co-deed.service';
import { createApplication } from './create-application';
import { sealPlainApplicantBirthDates } from './seal-birth-dates';
import { confirmOffer, selectOffer } from './offer.service';
import {
  getOptimizelyProfile,
  linkOptimizelyProfile,
  saveExperiments,
  saveFullStoryLink,
  saveTracker,
} from './tracking.service';

const MISSING_IDS = new Set(['', 'undefined', 'null']);

/** The HELOC application service and the borrower status call (docs/product/registration-and-routing.md §7, docs/product/application-area.md §7, docs/product/widgets-and-calculations.md §7). */
export const applicationRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  app.addHook('onReady', async () => {
    await sealPlainApplicantBirthDates(ctx);
  });

  contractRoute(app, createHelocContract, async (request, reply) => {
    const auth = requireAuth(request);
    const directory = await app.orgDirectory();
    const org = directory.byCode.get(auth.orgCode.toLowerCase()) ?? (await request.resolveOrg());
    // A suspended partner registers no one new; an application already made stays its applicant's.
    if (directory.suspended.has(org.orgCode.toLowerCase())) throw new AppError('forbidden', PARTNER_SUSPENDED_MESSAGE);
    const header = request.headers['idempotency-key'];
    const result = await createApplication(ctx, {
      identityUuid: auth.identityUuid,
      org,
      state: request.query.state,
      body: request.body,
      idempotencyKey: typeof header === 'string' ? header : undefined,
    });
    return reply.code(result.created ? 201 : 200).send({ uuid: result.uuid });
  });
  contractRoute(app, listHelocApplicationsContract, async (request) =>
    listApplications(ctx, requireAuth(request).identityUuid),
  );
  // Every screen of the application area reads it when it opens: kept per node while nothing it read of this
  // application changes (it reads only this application's rows: workflow/applications/application-read.repo.ts).
  contractRoute(app, getHelocApplicationContract, async (request) => getApplication(ctx, participationOf(request)), {
    remembered: 'per application',
  });
  // The call every applicant's browser polls: compiled serialisation, request logs from warn; its status read is the
  // check of the caller's part in the application (status-poll.ts).
  const poll = statusPoll(ctx);
  contractRoute(app, getHelocStatusContract, poll.answer, { polled: true, takesPart: poll.takesPart });
  contractRoute(app, selectHelocOfferContract, async (request) =>
    selectOffer(ctx, participationOf(request), request.body),
  );
  contractRoute(app, confirmHelocOfferContract, async (request) => confirmOffer(ctx, participationOf(request)));
  contractRoute(
    app,
    saveHelocExperimentsContract,
    async (request) => saveExperiments(ctx, participationOf(request), request.body.experiments),
    {
      // docs/product/application-area.md §8: an experiment saved without an application id answers the spec's
      // message, not a generic one.
      preValidation: async (request) => {
        const { appUuid } = request.params as { appUuid?: string };
        if (MISSING_IDS.has((appUuid ?? '').trim())) throw new AppError('bad_request', APP_ID_REQUIRED_MESSAGE);
      },
    },
  );
  contractRoute(app, saveHelocFullStoryLinkContract, async (request) =>
    saveFullStoryLink(ctx, participationOf(request), request.body.link),
  );
  contractRoute(app, updateOptimizelyProfileContract, async (request) =>
    linkOptimizelyProfile(
      ctx,
      requireAuth(request).identityUuid,
      request.query.identityUuid,
      request.body.optimizelyProfileUuid,
    ),
  );
  contractRoute(app, getCoDeedStatusContract, async (request) =>
    coDeedStatus(ctx, requireAuth(request).identityUuid, request.query.applicationUuid),
  );
  contractRoute(app, getOptimizelyProfileContract, async (request) =>
    getOptimizelyProfile(ctx, requireAuth(request).identityUuid),
  );
  contractRoute(app, saveTrackerContract, async (request) =>
    saveTracker(ctx, requireAuth(request).identityUuid, request.body.trackerUuid),
  );
};
