import type { Db } from '../../platform/database/database';
import type { ApplicationRow } from '../../platform/database/schema';
import { ensureRequiredSigners, hasPendingSigners } from './required-signers';
import { stampSignerSigned } from './signers.repo';

type Advance = (trx: Db, row: ApplicationRow, to: 'GEN_NOTARY_DISCLOSURE', by: string) => Promise<ApplicationRow>;

/**
 * An additional signer completed the closing package (the signing module calls this through the facade).
 * Their row is stamped; when the application waits at CO_DEED_REQ and nobody else is pending, it moves on to the
 * notary disclosure. Answers the (locked) row as written.
 */
export const additionalSignerSigned = async (
  trx: Db,
  row: ApplicationRow,
  identityUuid: string,
  { by, now, advance }: { by: string; now: Date; advance: Advance },
): Promise<ApplicationRow> => {
  await stampSignerSigned(trx, row.uuid, identityUuid, now);
  return moveOnWhenAllSigned(trx, row, { by, now, advance });
};

/** At CO_DEED_REQ with everyone listed signed: GEN_NOTARY_DISCLOSURE. Otherwise the row as it is. */
export const moveOnWhenAllSigned = async (
  trx: Db,
  row: ApplicationRow,
  { by, now, advance }: { by: string; now: Date; advance: Advance },
): Promise<ApplicationRow> => {
  if (row.checklist_status !== 'CO_DEED_REQ') return row;
  // Nobody listed (a status set by operations staff): wait for the applicant to add someone.
  const rows = await ensureRequiredSigners(trx, row, undefined, now);
  return rows.length > 0 && !hasPendingSigners(rows) ? advance(trx, row, 'GEN_NOTARY_DISCLOSURE', by) : row;
};
