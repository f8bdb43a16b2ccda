import type { NotificationEvent } from '@heloc/domain';
import type { ServiceContext } from '../service-context';
import { recordNotifications } from './record-notifications.service';

/**
 * Tells a borrower of an event another module witnessed (the chat: an agent's reply while the borrower's chat is
 * closed). `eventKey` names the event for good, so telling it twice records it once; the e-mail follows with the next
 * poll or sweep. Answers whether it was new.
 */
export const notifyBorrower = async (
  ctx: ServiceContext,
  notice: { identityUuid: string; orgCode: string; eventKey: string; at: Date; event: NotificationEvent },
): Promise<boolean> => (await recordNotifications(ctx, [notice])) > 0;
