import type { Participation } from '../../platform/auth/access';
import { participationIn } from '../../platform/auth/participation';
import { readBorrowerApplications, readLatestSignerApplication } from '../../workflow';
import type { ServiceContext } from '../service-context';
import type { ConversationRow } from './chat.repo';

/*
 * Whose file the chatbot may answer from (docs/product/chat.md §3, docs/product/privacy.md): the signed-in person the
 * chat's nonce named (docs/product/chat.md §4), in the application the chat was started on when they take part in
 * it, else their newest as the borrower, else the one they sign for. A visitor has none.
 */

/** The person's part in the application the chatbot answers from: the services of that file take it as checked. */
export type ChatParticipant = Participation;

export const chatParticipantOf = async (
  ctx: ServiceContext,
  conversation: Pick<ConversationRow, 'identity_uuid' | 'application_uuid'>,
): Promise<ChatParticipant | null> => {
  const identityUuid = conversation.identity_uuid;
  if (!identityUuid) return null;
  if (conversation.application_uuid) {
    const participation = await participationIn(ctx.db, conversation.application_uuid, identityUuid);
    if (participation) return participation;
  }
  const [newest] = await readBorrowerApplications(ctx.db, identityUuid);
  if (newest) return { identityUuid, applicationUuid: newest.uuid, role: 'PRIMARY' };
  const signed = await readLatestSignerApplication(ctx.db, identityUuid);
  return signed ? { identityUuid, applicationUuid: signed, role: 'ADDITIONAL_SIGNER' } : null;
};
