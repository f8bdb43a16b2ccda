import {
  SIGNER_DUPLICATE_MESSAGE,
  SIGNER_INVITATION_TTL_HOURS,
  SIGNER_OWN_EMAIL_MESSAGE,
  SIGNERS_CLOSED_MESSAGE,
} from '@heloc/domain';
import type { CoDeedStatus } from '@heloc/domain/contracts';
import type { Participation } from '../../platform/auth/access';
import { readSigners } from '../../workflow';
import type { Db } from '../../platform/database/database';
import type { ApplicationRow } from '../../platform/database/schema';
import type { Mailer } from '../../platform/email';
import { AppError } from '../../platform/http/errors';
import { personLanguageOf } from '../../platform/i18n/person-language.repo';
import { findIdentityByUuid } from '../identity';
import { inTransaction, type ServiceContext } from '../service-context';
import { coDeedStatusOf } from './co-deed-status.service';
import { applicantFallbackIn, invitationEmail } from './invitation-email';
import { expiryFrom, type NewInvitationLink, newToken, tokenHashOf } from './invitation-link';

/*
 * Additional signers. The primary applicant names who must sign (signing/additional, CO_DEED_REQ only);
 * each gets an e-mail with a single-use link that expires (only its SHA-256 is stored); the signer creates a CO_DEEDER
 * login from it and becomes a participant of that application only. The co-deed status answers who has signed.
 * Here: what the applicant's calls (add-, invite- and remove-signer.service.ts) share.
 */

/** What a route gives the invitation e-mail: where links point and the lender's name, per organisation. */
export interface InvitationSender {
  mailer: Mailer;
  brandOf(orgCode: string): Promise<{ origin: string; companyName: string }>;
}

/**
 * The application of its primary applicant's call (a 'borrower' call: the route builder checked the role), locked,
 * at CO_DEED_REQ, with the people the title and the state rule require listed first.
 */
export const lockForSigners = async ({ db, workflow }: ServiceContext, caller: Participation) => {
  const row = await workflow.applications.lockParticipant(db, caller);
  if (row.checklist_status !== 'CO_DEED_REQ') throw new AppError('conflict', SIGNERS_CLOSED_MESSAGE);
  if ((await readSigners(db, row.uuid)).length === 0) await workflow.requiredSigners(db, row);
  return row;
};

/** The e-mail a signer is invited at: neither the applicant's own nor another signer's of this application. */
export const assertInvitableEmail = async (db: Db, row: ApplicationRow, email: string, exceptSignerUuid?: string) => {
  const primary = await findIdentityByUuid(db, row.identity_uuid);
  if (primary?.email === email) throw new AppError('bad_request', SIGNER_OWN_EMAIL_MESSAGE);
  const signers = await readSigners(db, row.uuid);
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

const sendInvitation = async (db: Db, sender: InvitationSender, { row, to, firstName, token }: Invitation) => {
  const brand = await sender.brandOf(row.org_code);
  // docs/i18n.md: the signer has no profile yet: the invitation is written in the inviting applicant's language.
  const language = await personLanguageOf(db, row.identity_uuid);
  const email = invitationEmail({
    ...brand,
    language,
    signerFirstName: firstName,
    applicantFirstName: row.applicant?.firstName ?? applicantFallbackIn(language),
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

/**
 * The applicant's invitation of a signer: locks the application as its primary applicant, lets `save` write the
 * signer with a new link (answering whom to mail), then mails the link once the change is saved.
 */
export const invite = async (
  ctx: ServiceContext,
  sender: InvitationSender,
  caller: Participation,
  save: (
    tx: ServiceContext,
    row: ApplicationRow,
    link: NewInvitationLink,
  ) => Promise<{ to: string; firstName: string | null }>,
): Promise<CoDeedStatus> => {
  const token = newToken();
  const invitation = await inTransaction(ctx, async (tx) => {
    const row = await lockForSigners(tx, caller);
    const at = tx.now();
    const { to, firstName } = await save(tx, row, {
      tokenHash: tokenHashOf(token),
      expiresAt: expiryFrom(at),
      now: at,
    });
    return { row, to, firstName, token };
  });
  await sendInvitation(ctx.db, sender, invitation);
  return coDeedStatusOf(ctx, caller);
};
