import {
  acceptSignerInvitationContract,
  addSignerContract,
  claimSignerInvitationContract,
  inviteSignerContract,
  listSandboxOutboxContract,
  readSignerInvitationContract,
  removeSignerContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { contractRoute } from '../../platform/http/contract-route';
import { requestedLanguage } from '../../platform/http/language';
import { contextOf } from '../service-context';
import { acceptInvitation } from './accept-invitation.service';
import { addSigner } from './add-signer.service';
import { claimInvitation } from './claim-invitation.service';
import { inviteSigner } from './invite-signer.service';
import { lookupInvitation } from './lookup-invitation.service';
import { listOutbox } from './outbox.service';
import { removeSigner } from './remove-signer.service';
import type { InvitationSender } from './signer-invitation';
import { participationOf } from '../../platform/auth/access';

/** Additional signers, their invitations, and the sandbox e-mail outbox (the co-deed status is in application). */
export const signersRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  // Links point at the organisation's own site; in the sandbox at the site the tester uses (docs/decisions.md).
  const senderFor = (request: FastifyRequest): InvitationSender => ({
    mailer: app.mailer,
    async brandOf(orgCode) {
      const org = (await app.orgDirectory()).byCode.get(orgCode.toLowerCase());
      const origin = app.config.sandboxMode || !org ? `${request.protocol}://${request.host}` : org.baseUrl;
      return { origin, companyName: org?.orgMetaData.companyName ?? 'Your lender' };
    },
  });

  contractRoute(app, addSignerContract, async (request) =>
    addSigner(ctx, senderFor(request), participationOf(request), request.body),
  );
  contractRoute(app, inviteSignerContract, async (request) => {
    return inviteSigner(ctx, senderFor(request), participationOf(request), request.params.signerUuid, request.body);
  });
  contractRoute(app, removeSignerContract, async (request) =>
    removeSigner(ctx, participationOf(request), request.params.signerUuid),
  );
  contractRoute(app, readSignerInvitationContract, async (request) => lookupInvitation(ctx, request.body.token));
  contractRoute(app, acceptSignerInvitationContract, async (request) =>
    acceptInvitation(ctx, request.body, requestedLanguage(request.headers['accept-language'])),
  );
  contractRoute(app, claimSignerInvitationContract, async (request) =>
    claimInvitation(ctx, request.body.token, requireAuth(request).identityUuid),
  );
  contractRoute(app, listSandboxOutboxContract, async (request) => listOutbox(ctx, request.query.to));
};
