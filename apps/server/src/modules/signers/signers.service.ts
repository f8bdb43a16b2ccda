import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  MAX_ADDITIONAL_SIGNERS,
  SIGNER_DUPLICATE_MESSAGE,
  SIGNER_EMAIL_MISMATCH_MESSAGE,
  SIGNER_EMAIL_TAKEN_MESSAGE,
  SIGNER_INVITATION_INVALID_MESSAGE,
  SIGNER_INVITATION_TTL_HOURS,
  SIGNER_NOT_EDITABLE_MESSAGE,
  SIGNER_OWN_EMAIL_MESSAGE,
  SIGNERS_CLOSED_MESSAGE,
  TOO_MANY_SIGNERS_MESSAGE,
  type SignerProgress,
} from '@heloc/domain';
import type {
  AcceptSignerInvitationBody,
  AddSignerBody,
  AdditionalSigner,
  CoDeedStatus,
  InviteSignerBody,
  OutboxEmail,
  SignerInvitation,
} from '@heloc/domain/contracts';
import { assertPasswordNotCommon } from '../../platform/auth/common-passwords';
import { hashPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/database/database';
import { json } from '../../platform/database/json';
import type { AdditionalSignerRow, ApplicationRow } from '../../platform/database/schema';
import { type Mailer, listOutboxEmails } from '../../platform/email';
import { findParticipantRole } from '../../platform/database/participants.repo';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { spouseRuleOf } from '../../workflow';
import { requireParticipantApplication } from '../../platform/auth/participant-application';
import { findIdentityByEmail, findIdentityByUuid, insertIdentity } from '../identity';
import { inTransaction, type ServiceContext } from '../service-context';
import { invitationEmail } from './invitation-email';
import {
  deleteSignerRow,
  findInvitingApplication,
  findLatestSignerApplication,
  findSignerByTokenHash,
  findSignerRow,
  insertApplicantSigner,
  insertSignerParticipant,
  insertSignerProfile,
  listSignerRows,
  markSignerJoined,
  updateSignerInvitation,
} from './signers.repo';

/*
 * Additional signers. The primary applicant names who must sign (signing/additional, CO_DEED_REQ only);
 * each gets an e-mail with a single-use link that expires (only its SHA-256 is stored); the signer creates a CO_DEEDER
 * login from it and becomes a participant of that application only. The co-deed status answers who has signed.
 */

/** What a route gives the invitation e-mail: where links point and the lender's name, per organisation. */
export interface InvitationSender {
  mailer: Mailer;
  brandOf(orgCode: string): Promise<{ origin: string; companyName: string }>;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const expiryFrom = (now: Date) => new Date(now.getTime() + SIGNER_INVITATION_TTL_HOURS * 3_600_000);

const progressOf = (row: AdditionalSignerRow): SignerProgress =>
  row.signed_at ? 'SIGNED' : row.identity_uuid ? 'JOINED' : row.invited_at ? 'INVITED' : 'NOT_INVITED';

const toSigner = (row: AdditionalSignerRow, asPrimary: boolean): AdditionalSigner => ({
  uuid: row.uuid,
  firstName: row.first_name,
  lastName: row.last_name,
  email: asPrimary ? row.email : null,
  relationship: row.relationship as AdditionalSigner['relationship'],
  source: row.source as AdditionalSigner['source'],
  progress: progressOf(row),
  invitedAt: row.invited_at?.toISOString() ?? null,
  editable: asPrimary && !row.identity_uuid,
  removable: asPrimary && !row.identity_uuid && row.source === 'APPLICANT',
});

const statusOf = (row: ApplicationRow, role: string, signers: AdditionalSignerRow[]): CoDeedStatus => {
  const asPrimary = role === 'PRIMARY';
  return {
    applicationUuid: row.uuid,
    coDeedBypass: row.checklist_status === 'CO_DEED_REQ' ? 'NO_BYPASS' : 'WAITING',
    role: asPrimary ? 'PRIMARY' : 'ADDITIONAL_SIGNER',
    checklistStatus: row.checklist_status,
    canInvite: asPrimary && row.checklist_status === 'CO_DEED_REQ',
    allSigned: signers.length > 0 && signers.every((s) => s.signed_at),
    spouseRule: spouseRuleOf(row),
    signers: signers.map((s) => toSigner(s, asPrimary)),
  };
};

/**
 * docs/product/widgets-and-calculations.md §6, §7: the co-deed status. Without an application: the signed-in additional signer's active one, else
 * their latest (a cancelled one shows as such), 400 when none (the client does not retry). With one: any
 * participant's (404 for anyone else). At CO_DEED_REQ the read lists who the title and the state rule require and
 * moves on once everyone has signed.
 */
export const coDeedStatus = async (
  ctx: ServiceContext,
  identityUuid: string,
  applicationUuid?: string,
): Promise<CoDeedStatus> => {
  let uuid = applicationUuid;
  if (!uuid) {
    // The active one first; else the latest closed one, so the signer area can say it was cancelled.
    uuid = await findLatestSignerApplication(ctx.db, identityUuid);
    if (!uuid) throw new AppError('bad_request', 'No application is waiting for your signature');
  }
  await ctx.workflow.readStatus(uuid, { participant: identityUuid });
  return inTransaction(ctx, async ({ db, workflow }) => {
    let row = await requireParticipantApplication(db, uuid, identityUuid);
    const role = (await findParticipantRole(db, row.uuid, identityUuid)) ?? 'ADDITIONAL_SIGNER';
    if (row.checklist_status === 'CO_DEED_REQ') {
      // Only here is the row locked (it may move on): the screen's polls of other statuses stay plain reads.
      row = await requireParticipantApplication(db, uuid, identityUuid, { forUpdate: true });
    }
    if (row.checklist_status === 'CO_DEED_REQ') {
      // The engine listed who must sign when the primary signed; a status set by operations staff has no list yet,
      // so the title report is read once here (never on every poll: the screen re-reads this every 10 s).
      if ((await listSignerRows(db, row.uuid)).length === 0) await workflow.requiredSigners(db, row);
      row = await workflow.settleSigners(db, row, { by: `identity:${identityUuid}` });
    }
    return statusOf(row, role, await listSignerRows(db, row.uuid));
  });
};

/**
 * The application, locked, when the caller is its primary applicant at CO_DEED_REQ (404 for anyone else), with the
 * people the title and the state rule require listed first.
 */
const lockAsPrimary = async ({ db, workflow }: ServiceContext, uuid: string, identityUuid: string) => {
  const row = await requireParticipantApplication(db, uuid, identityUuid, { forUpdate: true, role: 'PRIMARY' });
  if (row.checklist_status !== 'CO_DEED_REQ') throw new AppError('conflict', SIGNERS_CLOSED_MESSAGE);
  if ((await listSignerRows(db, uuid)).length === 0) await workflow.requiredSigners(db, row);
  return row;
};

/** The e-mail a signer is invited at: neither the applicant's own nor another signer's of this application. */
const assertInvitableEmail = async (db: Db, row: ApplicationRow, email: string, exceptSignerUuid?: string) => {
  const primary = await findIdentityByUuid(db, row.identity_uuid);
  if (primary?.email === email) throw new AppError('bad_request', SIGNER_OWN_EMAIL_MESSAGE);
  const signers = await listSignerRows(db, row.uuid);
  if (signers.some((s) => s.uuid !== exceptSignerUuid && s.email === email)) {
    throw new AppError('conflict', SIGNER_DUPLICATE_MESSAGE);
  }
  return signers;
};

interface Invitation {
  row: ApplicationRow;
  to: string;
  firstName: string | null;
  token: string;
}

const sendInvitation = async (sender: InvitationSender, { row, to, firstName, token }: Invitation) => {
  const brand = await sender.brandOf(row.org_code);
  const email = invitationEmail({
    ...brand,
    signerFirstName: firstName,
    applicantFirstName: row.applicant?.firstName ?? 'The applicant',
    token,
    expiresInHours: SIGNER_INVITATION_TTL_HOURS,
  });
  await sender.mailer.send({
    orgCode: row.org_code,
    to,
    kind: 'SIGNER_INVITATION',
    subject: email.subject,
    text: email.text,
  });
};

/** A new invitation link: its hash and expiry are saved with the signer, the token itself only mailed. */
interface NewInvitationLink {
  tokenHash: string;
  expiresAt: Date;
  now: Date;
}

/**
 * The applicant's invitation of a signer: locks the application as its primary applicant, lets `save` write the
 * signer with a new link (answering whom to mail), then mails the link once the change is saved.
 */
const invite = async (
  ctx: ServiceContext,
  sender: InvitationSender,
  uuid: string,
  identityUuid: string,
  save: (
    tx: ServiceContext,
    row: ApplicationRow,
    link: NewInvitationLink,
  ) => Promise<{ to: string; firstName: string | null }>,
): Promise<CoDeedStatus> => {
  const token = newToken();
  const invitation = await inTransaction(ctx, async (tx) => {
    const row = await lockAsPrimary(tx, uuid, identityUuid);
    const at = tx.now();
    const { to, firstName } = await save(tx, row, { tokenHash: sha256(token), expiresAt: expiryFrom(at), now: at });
    return { row, to, firstName, token };
  });
  await sendInvitation(sender, invitation);
  return coDeedStatus(ctx, identityUuid, uuid);
};

/** signing/additional: the applicant adds someone who must sign; the invitation goes out once the change is saved. */
export const addSigner = async (
  ctx: ServiceContext,
  sender: InvitationSender,
  uuid: string,
  identityUuid: string,
  body: AddSignerBody,
): Promise<CoDeedStatus> => {
  const email = body.email.toLowerCase();
  return invite(ctx, sender, uuid, identityUuid, async ({ db }, row, link) => {
    const signers = await assertInvitableEmail(db, row, email);
    if (signers.length >= MAX_ADDITIONAL_SIGNERS) throw new AppError('bad_request', TOO_MANY_SIGNERS_MESSAGE);
    await insertApplicantSigner(db, {
      applicationUuid: uuid,
      relationship: body.relationship,
      firstName: body.firstName,
      lastName: body.lastName,
      email,
      ...link,
    });
    return { to: email, firstName: body.firstName };
  });
};

/**
 * signing/additional: (re)send a signer's invitation with the name and e-mail given (a title co-owner keeps the
 * report's name). A new link replaces the old one; a signer who already created a login cannot be changed.
 */
export const inviteSigner = async (
  ctx: ServiceContext,
  sender: InvitationSender,
  uuid: string,
  signerUuid: string,
  identityUuid: string,
  body: InviteSignerBody,
): Promise<CoDeedStatus> => {
  const email = body.email.toLowerCase();
  return invite(ctx, sender, uuid, identityUuid, async ({ db }, row, link) => {
    const signer = await findSignerRow(db, uuid, signerUuid);
    if (!signer) throw new AppError('not_found', NOT_FOUND);
    if (signer.identity_uuid) throw new AppError('conflict', SIGNER_NOT_EDITABLE_MESSAGE);
    await assertInvitableEmail(db, row, email, signer.uuid);
    const fromTitle = signer.source === 'TITLE';
    const firstName = fromTitle && signer.first_name ? signer.first_name : body.firstName;
    const lastName = fromTitle && signer.last_name ? signer.last_name : body.lastName;
    await updateSignerInvitation(db, signer, { firstName, lastName, email, ...link });
    return { to: email, firstName };
  });
};

/** signing/additional: remove a signer the applicant added, before they created a login. */
export const removeSigner = async (
  ctx: ServiceContext,
  uuid: string,
  signerUuid: string,
  identityUuid: string,
): Promise<CoDeedStatus> => {
  await inTransaction(ctx, async (tx) => {
    const { db, workflow } = tx;
    const row = await lockAsPrimary(tx, uuid, identityUuid);
    const signer = await findSignerRow(db, uuid, signerUuid);
    if (!signer) throw new AppError('not_found', NOT_FOUND);
    if (signer.identity_uuid || signer.source !== 'APPLICANT') {
      throw new AppError('conflict', SIGNER_NOT_EDITABLE_MESSAGE);
    }
    await deleteSignerRow(db, signer.uuid);
    await workflow.settleSigners(db, row, { by: `identity:${identityUuid}` });
  });
  return coDeedStatus(ctx, identityUuid, uuid);
};

/** The signer and application of a live invitation token, locked; 404 when expired, used or unknown. */
const lockInvitation = async (db: Db, token: string, now: Date) => {
  const signer = await findSignerByTokenHash(db, sha256(token), now);
  const application = signer && (await findInvitingApplication(db, signer.application_uuid));
  if (!signer || !signer.email || !application?.active) {
    throw new AppError('not_found', SIGNER_INVITATION_INVALID_MESSAGE);
  }
  return { signer, application, email: signer.email };
};

/** Signer area resume: what the invitation is for. */
export const lookupInvitation = async (ctx: ServiceContext, token: string): Promise<SignerInvitation> =>
  inTransaction(ctx, async ({ db, now }) => {
    const { signer, application, email } = await lockInvitation(db, token, now());
    return {
      firstName: signer.first_name,
      lastName: signer.last_name,
      email,
      invitedBy: application.applicant?.firstName ?? 'The applicant',
      accountExists: (await findIdentityByEmail(db, application.org_code, email)) !== undefined,
      expiresAt: (signer.invitation_expires_at as Date).toISOString(),
    };
  });

/**
 * Signer area resume: the signer creates the CO_DEEDER login of the invited e-mail and joins the application (the
 * token is spent in the same transaction), then is signed in.
 */
export const acceptInvitation = async (
  ctx: ServiceContext,
  { token, password, phoneNumber }: AcceptSignerInvitationBody,
): Promise<{ jwt: string; applicationUuid: string }> => {
  assertPasswordNotCommon(password);
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx, async ({ db, now: clock, tokens }) => {
    const now = clock();
    const { signer, application, email } = await lockInvitation(db, token, now);
    if (await findIdentityByEmail(db, application.org_code, email)) {
      throw new AppError('bad_request', SIGNER_EMAIL_TAKEN_MESSAGE);
    }
    const identityUuid = randomUUID();
    await insertIdentity(db, {
      uuid: identityUuid,
      org_code: application.org_code,
      email,
      password_hash: passwordHash,
      phone_number: phoneNumber,
      profile_type: 'CO_DEEDER',
      aliases: json([{ type: 'Phone', value: phoneNumber }]),
      wallet_account_address: null,
      wallet_group_policy_address: null,
      created_at: now,
      updated_at: now,
    });
    await insertSignerProfile(db, {
      identityUuid,
      email,
      phoneNumber,
      firstName: signer.first_name,
      lastName: signer.last_name,
      now,
    });
    await insertSignerParticipant(db, application.uuid, identityUuid);
    await markSignerJoined(db, signer.uuid, identityUuid, now);
    const jwt = await tokens.issue(db, { identityUuid, orgCode: application.org_code }, now);
    return { jwt, applicationUuid: application.uuid };
  });
};

/** Signer area resume: someone already signed in with the invited e-mail joins with that login. */
export const claimInvitation = async (
  ctx: ServiceContext,
  token: string,
  identityUuid: string,
): Promise<{ applicationUuid: string }> =>
  inTransaction(ctx, async ({ db, now: clock }) => {
    const now = clock();
    const { signer, application, email } = await lockInvitation(db, token, now);
    const identity = await findIdentityByUuid(db, identityUuid);
    if (!identity || identity.email !== email || identity.org_code !== application.org_code) {
      throw new AppError('forbidden', SIGNER_EMAIL_MISMATCH_MESSAGE);
    }
    if (application.identity_uuid === identityUuid) throw new AppError('bad_request', SIGNER_OWN_EMAIL_MESSAGE);
    await insertSignerParticipant(db, application.uuid, identityUuid);
    await markSignerJoined(db, signer.uuid, identityUuid, now);
    return { applicationUuid: application.uuid };
  });

/** Sandbox: the outbox, newest first. */
export const listOutbox = async (ctx: ServiceContext, to?: string): Promise<OutboxEmail[]> =>
  (await listOutboxEmails(ctx.db, { to, limit: 100 })).map((row) => ({
    uuid: row.uuid,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    text: row.text_body,
    kind: row.kind,
    createdAt: row.created_at.toISOString(),
  }));
