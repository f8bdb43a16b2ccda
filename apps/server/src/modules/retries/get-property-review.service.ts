import type { PropertyCandidate } from '@heloc/domain/contracts';
import { propertyAddressOf, readParticipantApplication, statusOf } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { readStatusOf } from './run-retry';
import type { Participation } from '../../platform/auth/access';

/** review-app/property: the address searched and, when several properties were found, the candidates. */
export const getPropertyReview = async (ctx: ServiceContext, caller: Participation) => {
  const status = await readStatusOf(ctx, caller);
  const row = await readParticipantApplication(ctx.db, caller);
  const address = row.property_street1 ? propertyAddressOf(row) : null;
  const candidates: PropertyCandidate[] =
    status.checklistStatus === 'MULTIPLE_PROPERTIES' ? (row.property_candidates ?? []) : [];
  return { address, candidates, status: statusOf(row) };
};
