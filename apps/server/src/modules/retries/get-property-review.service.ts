import type { PropertyCandidate } from '@heloc/domain/contracts';
import { propertyAddressOf, requireParticipantApplication, statusOf } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { readStatusOf } from './run-retry';

/** review-app/property: the address searched and, when several properties were found, the candidates. */
export const getPropertyReview = async (ctx: ServiceContext, uuid: string, identityUuid: string) => {
  const status = await readStatusOf(ctx, uuid, identityUuid);
  const row = await requireParticipantApplication(ctx.db, uuid, identityUuid);
  const address = row.property_street1 ? propertyAddressOf(row) : null;
  const candidates: PropertyCandidate[] =
    status.checklistStatus === 'MULTIPLE_PROPERTIES' ? (row.property_candidates ?? []) : [];
  return { address, candidates, status: statusOf(row) };
};
