import { randomUUID } from 'node:crypto';
import { STAFF_MEMBER_EXISTS_MESSAGE, STAFF_SET_UP_LINK_HOURS } from '@heloc/domain';
import type { InviteStaffMemberBody, StaffMember } from '@heloc/domain/contracts';
import { appendAudit } from '../../platform/audit/audit.repo';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { Mailer } from '../../platform/email';
import { senderOf } from '../../platform/email/sender';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';
import { issueSetUpLink, memberOrNotFound, normalizeStaffEmail, setUpLinkUrl, toStaffMember } from './staff-member';
import { knownOrgCodes } from './staff-orgs';
import { findStaffMember, findStaffMemberByEmail, insertStaffMember } from '../../platform/auth/staff-members.repo';

/** The organisation an invitation is sent in the name of: its display name and its own address, if any. */
export interface InvitingOrg {
  displayName: string;
  email: string | undefined;
}

/** The invitation e-mail: who invites, to which lender's console, and the one-time set-up link. */
const staffInvitationEmail = ({
  name,
  inviter,
  lender,
  url,
}: {
  name: string;
  inviter: string;
  lender: string;
  url: string;
}): { subject: string; text: string } => ({
  subject: `You are invited to the ${lender} operations console`,
  text: [
    `Hello ${name},`,
    '',
    `${inviter} invited you to the ${lender} operations console. Choose your password here:`,
    '',
    url,
    '',
    `This link works once and expires in ${STAFF_SET_UP_LINK_HOURS} hours. On your first sign-in you will set up an authenticator app.`,
  ].join('\n'),
});

/**
 * An admin invites a member (docs/product/operations-console.md §1): a PENDING member, a one-time set-up link mailed
 * once the change is saved, and the act in the audit trail. 409 when the e-mail already belongs to a member. The
 * e-mail is sent in the name of the member's first organisation, from its address when it has one.
 */
export const inviteStaffMember = async (
  ctx: ServiceContext,
  {
    caller,
    body,
    baseUrl,
    mailer,
    orgOf,
    defaultFrom,
  }: {
    caller: StaffPrincipal;
    body: InviteStaffMemberBody;
    baseUrl: string;
    mailer: Mailer;
    orgOf: (orgCode: string) => InvitingOrg | undefined;
    defaultFrom: string;
  },
): Promise<StaffMember> => {
  const email = normalizeStaffEmail(body.email);
  const { member, token } = await inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const orgCodes = await knownOrgCodes(tx.db, body.orgCodes);
    if (await findStaffMemberByEmail(tx.db, email)) throw new AppError('conflict', STAFF_MEMBER_EXISTS_MESSAGE);
    const uuid = randomUUID();
    const roles = [...new Set(body.roles)];
    await insertStaffMember(tx.db, {
      uuid,
      email,
      name: body.name,
      roles,
      orgCodes,
      invitedBy: caller.memberUuid,
      now,
    });
    const linkToken = await issueSetUpLink(tx, uuid);
    const row = toStaffMember(memberOrNotFound(await findStaffMember(tx.db, uuid)));
    await appendAudit(tx.db, { at: now, staff: caller, action: 'member.invite', before: null, after: row });
    return { member: row, token: linkToken };
  });
  const orgCode = member.orgCodes[0] ?? '';
  const org = orgOf(orgCode);
  const lender = org?.displayName ?? orgCode;
  const message = staffInvitationEmail({
    name: member.name,
    inviter: caller.name,
    lender,
    url: setUpLinkUrl(baseUrl, token),
  });
  await mailer.send({
    orgCode,
    to: email,
    kind: 'STAFF_INVITATION',
    from: senderOf(lender, org?.email, defaultFrom),
    ...message,
  });
  return member;
};
