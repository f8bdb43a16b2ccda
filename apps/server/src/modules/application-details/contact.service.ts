import type { HelocStatus, SaveContactBody } from '@heloc/domain/contracts';
import { json } from '../../platform/database/json';
import type { ContactSnapshot } from '../../platform/database/schema';
import { phoneDigits, statusOf } from '../../workflow';
import { inTransaction, type ServiceContext } from '../service-context';
import { CONTACT_STATUSES, requireStatus } from './details-statuses';
import type { Participation } from '../../platform/auth/access';

const contactOf = (body: SaveContactBody): ContactSnapshot => ({
  email: body.email,
  phoneNumber: phoneDigits(body.phoneNumber),
  mailingAddress: body.mailingAddress
    ? {
        street1: body.mailingAddress.street1,
        street2: body.mailingAddress.street2 || null,
        city: body.mailingAddress.city,
        state: body.mailingAddress.state,
        zip: body.mailingAddress.zip,
      }
    : null,
});

/**
 * start/contact: the contact details and marital status. At COLLECT_ADDITIONAL_INFO they are written with the move
 * to HMDA; later (an edit from the summary, or a replay) they replace the saved ones and the status stays.
 */
export const saveContact = async (
  ctx: ServiceContext,
  caller: Participation,
  body: SaveContactBody,
): Promise<HelocStatus> => {
  const { applicationUuid: uuid, identityUuid } = caller;
  return inTransaction(ctx, async ({ db, workflow }) => {
    const row = await ctx.workflow.applications.lockParticipant(db, caller);
    requireStatus(row, CONTACT_STATUSES);
    const details = {
      contact: json(contactOf(body)),
      marital_status: body.maritalStatus,
      ...(body.ownershipType ? { ownership_type: body.ownershipType } : {}),
    };
    if (row.checklist_status === 'COLLECT_ADDITIONAL_INFO') {
      const written = await workflow.advance(
        db,
        row,
        { checklistStatus: 'HMDA' },
        { by: `identity:${identityUuid}`, extra: details },
      );
      return statusOf(written);
    }
    await workflow.applications.update(db, uuid, details);
    return statusOf(row);
  });
};
