import {
  disableStaffMemberContract,
  enableStaffMemberContract,
  getStaffSelfContract,
  inviteStaffMemberContract,
  listStaffMembersContract,
  listStaffOrganisationsContract,
  staffSecondFactorContract,
  readStaffSetUpLinkContract,
  staffSetUpContract,
  staffSignInContract,
  staffSignOutContract,
  startStaffAuthenticatorContract,
  updateStaffMemberContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireStaff } from '../../platform/auth/staff-principal';
import { AppError, UNAUTHENTICATED } from '../../platform/http/errors';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { disableStaffMember } from './disable-staff-member.service';
import { enableStaffMember } from './enable-staff-member.service';
import { getStaffSelf } from './get-staff-self.service';
import { inviteStaffMember } from './invite-staff-member.service';
import { listStaffMembers } from './list-staff-members.service';
import { listStaffOrganisations } from './list-staff-organisations.service';
import { readStaffSetUpLink } from './read-staff-set-up-link.service';
import { setUpStaffMember } from './set-up-staff-member.service';
import { signInStaff } from './sign-in-staff.service';
import { signOutStaff } from './sign-out-staff.service';
import { startStaffAuthenticator } from './start-staff-authenticator.service';
import { updateStaffMember } from './update-staff-member.service';
import { verifyStaffSecondFactor } from './verify-staff-second-factor.service';

const sessionHashOf = (request: FastifyRequest): string => {
  if (!request.staffSession) throw new AppError('unauthenticated', UNAUTHENTICATED);
  return request.staffSession.tokenHash;
};

/** Staff sign-in and the team (docs/product/operations-console.md §1). The staff session check is the platform's. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  // Where the set-up links point: PUBLIC_BASE_URL, else the origin the admin's request came to.
  const baseUrlOf = (request: FastifyRequest) => app.config.publicBaseUrl ?? `${request.protocol}://${request.host}`;

  contractRoute(app, staffSetUpContract, async (request) => setUpStaffMember(ctx, request.body));
  contractRoute(app, readStaffSetUpLinkContract, async (request) => readStaffSetUpLink(ctx, request.body.token));
  contractRoute(app, staffSignInContract, async (request) => signInStaff(ctx, request.body, request.ip));
  contractRoute(app, startStaffAuthenticatorContract, async (request) => {
    const org = await request.resolveOrg();
    // The authenticator app lists the account under the lender's name.
    return startStaffAuthenticator(
      ctx,
      requireStaff(request).memberUuid,
      `${org.orgMetaData.companyNameShort} console`,
    );
  });
  contractRoute(app, staffSecondFactorContract, async (request) =>
    verifyStaffSecondFactor(ctx, {
      caller: requireStaff(request),
      sessionHash: sessionHashOf(request),
      body: request.body,
      clientIp: request.ip,
    }),
  );
  contractRoute(app, staffSignOutContract, async (request) => signOutStaff(ctx, sessionHashOf(request)));
  contractRoute(app, getStaffSelfContract, async (request) => getStaffSelf(ctx, requireStaff(request).memberUuid));
  contractRoute(app, listStaffMembersContract, async (request) => listStaffMembers(ctx, requireStaff(request)));
  contractRoute(app, listStaffOrganisationsContract, async (request) =>
    listStaffOrganisations(await app.orgDirectory(), requireStaff(request)),
  );
  contractRoute(app, inviteStaffMemberContract, async (request, reply) => {
    const directory = await app.orgDirectory();
    const member = await inviteStaffMember(ctx, {
      caller: requireStaff(request),
      body: request.body,
      baseUrl: baseUrlOf(request),
      mailer: app.mailer,
      defaultFrom: app.config.email.from,
      orgOf: (orgCode) => {
        const meta = directory.byCode.get(orgCode.toLowerCase())?.orgMetaData;
        return meta && { displayName: meta.companyName, email: meta.supportEmail || undefined };
      },
    });
    return reply.code(201).send(member);
  });
  contractRoute(app, updateStaffMemberContract, async (request) =>
    updateStaffMember(ctx, {
      caller: requireStaff(request),
      memberUuid: request.params.memberUuid,
      body: request.body,
    }),
  );
  contractRoute(app, disableStaffMemberContract, async (request) =>
    disableStaffMember(ctx, { caller: requireStaff(request), memberUuid: request.params.memberUuid }),
  );
  contractRoute(app, enableStaffMemberContract, async (request) =>
    enableStaffMember(ctx, { caller: requireStaff(request), memberUuid: request.params.memberUuid }),
  );
};
