import type { REVEALABLE_FIELDS } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { fieldContext } from '../../platform/crypto';
import { AppError } from '../../platform/http/errors';
import { readBankAccount } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { actOnFile } from './console-file';
import { birthDateOf } from './get-application-file.service';

type RevealableField = (typeof REVEALABLE_FIELDS)[number];

export const NOTHING_TO_REVEAL_MESSAGE = 'This file holds no such datum';

const formatSsn = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;

/**
 * Shows one masked datum in full, unsealed as the engine unseals it (docs/product/operations-console.md §6). The reveal
 * is written to the audit trail (which field, never its value). 409 when the file holds none.
 */
export const revealPersonalData = (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  field: RevealableField,
): Promise<{ field: RevealableField; value: string }> =>
  actOnFile(ctx, staff, uuid, async (tx, row) => {
    let value: string | null = null;
    if (field === 'SSN' && row.ssn_sealed) {
      value = formatSsn(tx.cipher.decrypt(row.ssn_sealed, fieldContext('applications', row.uuid, 'ssn')));
    } else if (field === 'DATE_OF_BIRTH') {
      value = birthDateOf(tx, row);
    } else if (field === 'DISBURSEMENT_ACCOUNT') {
      const account = await readBankAccount(tx.db, row.uuid, 'DISBURSE');
      value = account
        ? tx.cipher.decrypt(
            account.account_number_encrypted,
            fieldContext('bank_accounts', account.uuid, 'account_number'),
          )
        : null;
    }
    if (value === null) throw new AppError('conflict', NOTHING_TO_REVEAL_MESSAGE);
    return { result: { field, value }, action: 'personal-data.reveal', before: null, after: { field } };
  });
