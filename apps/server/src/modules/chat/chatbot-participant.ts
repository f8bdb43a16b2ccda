import { findParticipantRole } from '../../platform/database/participants.repo';
import { readBorrowerApplications, readLatestSignerApplication } from '../../workflow';
import type { ServiceContext } from '../service-context';
import type { ConversationRow } from './chat.repo';

/*
 * Whose file the chatbot may answer from (docs/product/chat.md §3, docs/product/privacy.md): the signed-in person the
 * chat's nonce named (docs/product/chat.md §4), in the application the chat was started on when they take part in
 * it, else their newest as the borrower, else the one they sign for. A visitor has none.
 */

export interface ChatParticipant {
  identityUuid: string;
  applicationUuid: string;
  role: 'PRIMARY' | 'ADDITIONAL_SIGNER';
}

const roleOf = (role: string | undefined): ChatParticipant['role'] | undefined =>
  role === 'PRIMARY' || role === 'ADDITIONAL_SIGNER' ? role : undefined;

export const chatParticipantOf = async (
  ctx: ServiceContext,
  conversation: Pick<ConversationRow, 'identity_uuid' | 'application_uuid'>,
): Promise<ChatParticipant | null> => {
  const identityUuid = conversation.identity_uuid;
  if (!identityUuid) return null;
  if (conversation.application_uuid) {
    const role = roleOf(await findParticipantRole(ctx.db, conversation.application_uuid, identityUuid));
    if (role) return { identityUuid, applicationUuid: conversation.application_uuid, role };
  }
  const [newest] = await readBorrowerApplications(ctx.db, identityUuid);
  if (newest) return { identityUuid, applicationUuid: newest.uuid, role: 'PRIMARY' };
  const signed = await readLatestSignerApplication(ctx.db, identityUuid);
  return signed ? { identityUuid, applicationUuid: signed, role: 'ADDITIONAL_SIGNER' } : null;
};
