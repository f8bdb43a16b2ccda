import type { StaffPrincipal } from '../../platform/auth/staff-principal';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { findDocumentRecord } from '../../platform/storage';
import type { ServiceContext } from '../service-context';
import { requireScopedFile } from './console-file';

/** One document of the file (an upload or a generated PDF), its record and bytes; 404 outside the member's scope. */
export const openConsoleDocument = async (
  ctx: ServiceContext,
  staff: StaffPrincipal,
  uuid: string,
  documentUuid: string,
) => {
  await requireScopedFile(ctx, staff, uuid);
  const row = await findDocumentRecord(ctx.db, uuid, documentUuid);
  const stored = row ? await ctx.documents.get(row.storage_key) : null;
  if (!row || !stored) throw new AppError('not_found', NOT_FOUND);
  return { row, body: stored.body };
};
