import { randomUUID } from 'node:crypto';
import type { ApplicationFile } from '@heloc/domain/contracts';
import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import type { ServiceContext } from '../service-context';
import { actOnFile } from './console-file';
import { insertNote } from './console.repo';
import { getApplicationFile } from './get-application-file.service';

/** An internal note on the file: staff only, never shown to the borrower (docs/product/operations-console.md §4). */
export const addConsoleNote = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  text: string,
): Promise<ApplicationFile> => {
  await actOnFile(ctx, staff, uuid, async (tx) => {
    const noteUuid = randomUUID();
    await insertNote(tx.db, {
      uuid: noteUuid,
      applicationUuid: uuid,
      memberUuid: staff.memberUuid,
      text,
      now: tx.now(),
    });
    return { result: null, action: 'note.add', before: null, after: { noteUuid, text } };
  });
  return getApplicationFile(ctx, staff, uuid);
};
