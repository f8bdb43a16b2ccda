import type { Db } from '../../platform/database/database';
import {
  type BorrowerEvent,
  type BorrowerEventFilter,
  listApplicationPeople,
  listApplicationsOfParticipant,
  listBorrowerEvents,
} from './borrower-events.repo';

/*
 * What the notifications module reads of the engine's records (workflow/index.ts): the events a borrower is told of,
 * and who is told.
 */

/** The events of the filter's applications since its instant, oldest first. */
export const readBorrowerEvents = (db: Db, filter: BorrowerEventFilter): Promise<BorrowerEvent[]> =>
  listBorrowerEvents(db, filter);

/** The applications a person takes part in (as the primary borrower or a signer), newest first. */
export const readApplicationsOfPerson = (db: Db, identityUuid: string) =>
  listApplicationsOfParticipant(db, identityUuid);

/** Everyone who takes part in an application, with their role there (the primary borrower is PRIMARY). */
export const readApplicationPeople = (db: Db, applicationUuid: string) => listApplicationPeople(db, applicationUuid);

export type { BorrowerEvent, BorrowerEventFilter };
