import { isSpouseSignatureRequired, sameOwnerName, SPOUSE_SIGNATURE_STATES } from '@heloc/domain';
import type { Db } from '../../platform/database/database';
import type { AdditionalSignerRow, ApplicationRow } from '../../platform/database/schema';
import type { Providers } from '../providers';
import { applicantOf, propertyAddressOf } from '../steps/step-inputs';
import { insertRequiredSigner, listSignerRows } from './signers.repo';

/** Splits 'Jordan A. Coowner' into a first name and the rest as the last name (a title names people in full). */
const splitName = (full: string): { firstName: string; lastName: string | null } => {
  const parts = full.trim().split(/\s+/);
  return parts.length > 1
    ? { firstName: parts[0] as string, lastName: parts[parts.length - 1] as string }
    : { firstName: full.trim(), lastName: null };
};

/** The co-owners the title report names besides the applicant; none when the property or report cannot be read. */
export const titleCoOwners = async (row: ApplicationRow, providers: Pick<Providers, 'propertyData' | 'title'>) => {
  const owner = applicantOf(row);
  const match = await providers.propertyData.findProperty(owner, propertyAddressOf(row), { apn: row.property_apn });
  if (match.outcome !== 'FOUND') return [];
  const report = await providers.title.search(owner, match.property);
  const self = `${owner.firstName} ${owner.lastName}`;
  return report.vestedOwners.filter((name) => !sameOwnerName(name, self));
};

/** The state rule that makes a married applicant's spouse sign, as shown to the applicant; null when none applies. */
export const spouseRuleOf = (row: Pick<ApplicationRow, 'property_state' | 'marital_status'>): string | null => {
  if (!isSpouseSignatureRequired(row.property_state, row.marital_status)) return null;
  const rule = SPOUSE_SIGNATURE_STATES[(row.property_state as string).toUpperCase()];
  return rule ? `${rule.basis} (${rule.source})` : null;
};

/**
 * Makes sure everyone who must sign has a row: each co-owner on title (named by the report) and, where the
 * state requires it of a married applicant, the spouse (named later by the applicant). Rows already there stay.
 */
export const ensureRequiredSigners = async (
  trx: Db,
  row: ApplicationRow,
  providers: Pick<Providers, 'propertyData' | 'title'> | undefined,
  now: Date,
): Promise<AdditionalSignerRow[]> => {
  const existing = await listSignerRows(trx, row.uuid);
  let added = false;
  if (providers) {
    for (const name of await titleCoOwners(row, providers)) {
      const known = existing.some(
        (s) =>
          s.source === 'TITLE' &&
          sameOwnerName(`${s.first_name ?? ''} ${s.last_name ?? ''}`, Object.values(splitName(name)).join(' ')),
      );
      if (known) continue;
      await insertRequiredSigner(trx, {
        applicationUuid: row.uuid,
        source: 'TITLE',
        relationship: 'CO_OWNER',
        ...splitName(name),
        now,
      });
      added = true;
    }
  }
  if (spouseRuleOf(row) && !existing.some((s) => s.relationship === 'SPOUSE')) {
    await insertRequiredSigner(trx, {
      applicationUuid: row.uuid,
      source: 'STATE_RULE',
      relationship: 'SPOUSE',
      firstName: null,
      lastName: null,
      now,
    });
    added = true;
  }
  return added ? listSignerRows(trx, row.uuid) : existing;
};

/** True while someone who must sign has not signed. */
export const hasPendingSigners = (rows: readonly AdditionalSignerRow[]): boolean => rows.some((r) => !r.signed_at);
