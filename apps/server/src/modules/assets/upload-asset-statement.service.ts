import { createHash } from 'node:crypto';
import type { ApplicationDocument } from '@heloc/domain/contracts';
import {} from '../../workflow';
import { AppError } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { listDocumentRecords } from '../../platform/storage';
import { saveDocument, toApplicationDocument } from '../documents';
import { inTransaction, type ServiceContext } from '../service-context';
import { NOT_AT_ASSETS_MESSAGE, WORKING_STATUS } from './assets-step';
import type { Participation } from '../../platform/auth/access';

/** A recent bank or investment statement (ASSET_STATEMENT); the same file again answers the stored one. */
export const uploadAssetStatement = (
  ctx: ServiceContext,
  caller: Participation,
  file: UploadedFile,
): Promise<{ document: ApplicationDocument; created: boolean }> => {
  const { applicationUuid: uuid, identityUuid } = caller;
  return inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    const hash = createHash('sha256').update(file.bytes).digest('hex');
    const stored = await listDocumentRecords(tx.db, uuid, { kinds: ['ASSET_STATEMENT'] });
    const same = stored.find((d) => d.sha256 === hash);
    if (same) return { document: toApplicationDocument(same), created: false };
    if (row.checklist_status !== WORKING_STATUS) throw new AppError('conflict', NOT_AT_ASSETS_MESSAGE);
    const document = await saveDocument(tx, {
      applicationUuid: uuid,
      kind: 'ASSET_STATEMENT',
      bytes: file.bytes,
      fileName: file.fileName,
      uploadedBy: 'APPLICANT',
      uploadedByIdentity: identityUuid,
    });
    return { document: toApplicationDocument(document), created: true };
  });
};
