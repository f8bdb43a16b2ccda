import type { SignerProgress } from '@heloc/domain';
import type { AdditionalSigner, CoDeedStatus } from '@heloc/domain/contracts';
import type { Participation } from '../../platform/auth/access';
import { checkParticipation } from '../../platform/auth/participation';
import { readLatestSignerApplication, readParticipantApplication, readSigners, spouseRuleOf } from '../../workflow';
import type { AdditionalSignerRow, ApplicationRow } from '../../platform/database/schema';
import { AppError } from '../../platform/http/errors';
import { inTransaction, type ServiceContext } from '../service-context';

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
    uuid = await readLatestSignerApplication(ctx.db, identityUuid);
    if (!uuid) throw new AppError('bad_request', 'No application is waiting for your signature');
  }
  // The call names its application in its query, not its path: the caller's part in it is checked here, once, the
  // way the route builder checks every other call's (platform/auth/participation.ts).
  return coDeedStatusOf(ctx, await checkParticipation(ctx.db, uuid, identityUuid));
};

/** The co-deed status of an application whose caller takes part in it (checked before). */
export const coDeedStatusOf = async (ctx: ServiceContext, caller: Participation): Promise<CoDeedStatus> => {
  const { applicationUuid: uuid, identityUuid, role } = caller;
  await ctx.workflow.readStatus(uuid);
  return inTransaction(ctx, async ({ db, workflow }) => {
    let row = await readParticipantApplication(db, caller);
    if (row.checklist_status === 'CO_DEED_REQ') {
      // Only here is the row locked (it may move on): the screen's polls of other statuses stay plain reads.
      row = await workflow.applications.lockParticipant(db, caller);
    }
    if (row.checklist_status === 'CO_DEED_REQ') {
      // The engine listed who must sign when the primary signed; a status set by operations staff has no list yet,
      // so the title report is read once here (never on every poll: the screen re-reads this every 10 s).
      if ((await readSigners(db, row.uuid)).length === 0) await workflow.requiredSigners(db, row);
      row = await workflow.settleSigners(db, row, { by: `identity:${identityUuid}` });
    }
    return statusOf(row, role, await readSigners(db, row.uuid));
  });
};
