import { HELOC_OPENING_WAIT_DAYS } from '@heloc/domain';
import type { AbilityToStart } from '@heloc/domain/contracts';
import type { ServiceContext } from '../service-context';
import type { Db } from '../../platform/database/database';
import { readActiveApplicationsAs, readLatestCompletion } from '../../workflow';

/** docs/product/registration-and-routing.md §9: "Wait of 45 days between HELOC account openings". */
const DAY_MS = 86_400_000;

/** The latest HELOC completed less than 45 days before `now`, with the ISO date from which a new one may start. */
export const recentCompletion = async (db: Db, identityUuid: string, now: Date) => {
  const since = new Date(now.getTime() - HELOC_OPENING_WAIT_DAYS * DAY_MS);
  const row = await readLatestCompletion(db, identityUuid, since);
  if (!row?.completed_at) return null;
  const waitUntil = new Date(row.completed_at.getTime() + HELOC_OPENING_WAIT_DAYS * DAY_MS).toISOString().slice(0, 10);
  return { uuid: row.uuid, orgCode: row.org_code, waitUntil };
};

/**
 * docs/product/registration-and-routing.md §2, §5, §7: may this identity start an application? Not while one is active (an inquiry application asks
 * to contact the loan officer), nor within 45 days of a completed HELOC. Otherwise yes.
 */
export const abilityToStart = async ({ db, now }: ServiceContext, identityUuid: string): Promise<AbilityToStart> => {
  const active = await readActiveApplicationsAs(db, identityUuid, 'PRIMARY');
  const organizationsWithActiveApplication = [...new Set(active.map((a) => a.org_code))];
  const [latest] = active;
  if (latest) {
    return {
      canStartApplication: false,
      organizationsWithActiveApplication,
      reason: latest.is_inquiry ? 'INQUIRY_APPLICATION' : 'ACTIVE_APPLICATION',
      activeApplicationUuid: latest.uuid,
      waitUntil: null,
    };
  }
  const completed = await recentCompletion(db, identityUuid, now());
  if (completed) {
    return {
      canStartApplication: false,
      organizationsWithActiveApplication,
      reason: 'COMPLETED_WAIT_45_DAYS',
      activeApplicationUuid: completed.uuid,
      waitUntil: completed.waitUntil,
    };
  }
  return {
    canStartApplication: true,
    organizationsWithActiveApplication,
    reason: null,
    activeApplicationUuid: null,
    waitUntil: null,
  };
};
