import type { HelocApplication, HelocStatus } from '@heloc/domain/contracts';
import type { Db } from '../../platform/database/database';
import { noteAnswerEndsAt } from '../../platform/database/read-record';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import type { Participation } from '../../platform/auth/access';
import type { ServiceContext } from '../service-context';
import { toHelocApplication } from './application.mapper';
import { listParticipantIdentities } from '../../platform/database/participants.repo';
import {
  applicationPricingFactsOf,
  readApplicationFindings,
  readApplicationScreen,
  readBorrowerApplications,
} from '../../workflow';

export const readApplication = async (db: Db, row: ApplicationRow, at: Date): Promise<HelocApplication> => {
  const [signerIdentities, findings, pricingFacts] = await Promise.all([
    listParticipantIdentities(db, row.uuid, 'ADDITIONAL_SIGNER'),
    readApplicationFindings(db, row.uuid),
    applicationPricingFactsOf(db, row, at),
  ]);
  return toHelocApplication(row, { signerIdentities, ...findings, pricingFacts });
};

/**
 * docs/product/registration-and-routing.md §4, docs/product/application-area.md §7: the status the client routes on,
 * of an application whose caller takes part in it. Reading it first applies the application's due transitions, so
 * progress shows without a background worker (the status poll itself: status-poll.ts).
 */
export const getStatus = async ({ workflow }: ServiceContext, caller: Participation): Promise<HelocStatus> => {
  const status = await workflow.readStatus(caller.applicationUuid);
  if (!status) throw new AppError('not_found', NOT_FOUND);
  return status;
};

const isDue = (dueAt: Date | null, now: Date) => dueAt !== null && dueAt.getTime() <= now.getTime();

/**
 * The whole application, after its due transitions, for its borrower: one statement (readApplicationScreen) while
 * nothing is due; when a step is due, the engine applies it and the row is read again.
 */
export const getApplication = async (
  { db, workflow, now }: ServiceContext,
  caller: Participation,
): Promise<HelocApplication> => {
  const uuid = caller.applicationUuid;
  let row = await readApplicationScreen(db, uuid);
  if (row && isDue(row.next_due_at, now())) {
    await workflow.applyDue(uuid);
    row = await readApplicationScreen(db, uuid);
  }
  if (!row) throw new AppError('not_found', NOT_FOUND);
  // A remembered answer ends when the next step falls due (the read would then apply it).
  noteAnswerEndsAt(row.next_due_at);
  return toHelocApplication(row, {
    signerIdentities: row.signer_identities,
    tradelines: row.tradelines ?? [],
    liens: row.lien_choices,
    incomeMethods: row.income_methods,
    pricingFacts: await applicationPricingFactsOf(db, row, now()),
  });
};

/**
 * docs/product/widgets-and-calculations.md §7: every application the identity applied for, newest first. An
 * application they only sign for is not theirs to read whole (docs/product/privacy.md): their signer area reads what
 * a signer may.
 */
export const listApplications = async (
  { db, now }: ServiceContext,
  identityUuid: string,
): Promise<HelocApplication[]> => {
  const rows = await readBorrowerApplications(db, identityUuid);
  return Promise.all(rows.map((row) => readApplication(db, row, now())));
};
