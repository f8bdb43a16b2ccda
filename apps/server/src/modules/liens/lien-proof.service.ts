import { createHash } from 'node:crypto';
import type { ApplicationDocument } from '@heloc/domain/contracts';
import { AppError } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { listDocumentRecords } from '../../platform/storage';
import { saveDocument, toApplicationDocument } from '../documents';
import { inTransaction, type ServiceContext } from '../service-context';
import { ensureLiens, LIEN_STATUSES, requireLien } from './liens-found';
import type { Participation } from '../../platform/auth/access';

const WRONG_STATUS_MESSAGE = 'Proof of a paid-off loan can be sent only while we verify your liens';

/**
 * liens: proof that a lien is already paid (a lien release, or a statement showing a zero balance), stored as a
 * LIEN_PAYOFF_PROOF document for the lien, which is then marked ALREADY_PAID with its proof received. The same file
 * sent again answers the document already stored.
 */
export const uploadLienPayoffProof = (
  ctx: ServiceContext,
  caller: Participation,
  lienUuid: string,
  file: UploadedFile,
): Promise<ApplicationDocument> =>
  inTransaction(ctx, async (tx) => {
    const row = await tx.workflow.applications.lockParticipant(tx.db, caller);
    const lien = requireLien(await ensureLiens(tx, row), lienUuid);
    const hash = createHash('sha256').update(file.bytes).digest('hex');
    const stored = await listDocumentRecords(tx.db, caller.applicationUuid, {
      kinds: ['LIEN_PAYOFF_PROOF'],
      subjectUuid: lien.uuid,
    });
    const same = stored.find((d) => d.sha256 === hash);
    if (same) return toApplicationDocument(same);
    if (!LIEN_STATUSES.includes(row.checklist_status)) throw new AppError('conflict', WRONG_STATUS_MESSAGE);
    const document = await saveDocument(tx, {
      applicationUuid: caller.applicationUuid,
      kind: 'LIEN_PAYOFF_PROOF',
      bytes: file.bytes,
      fileName: file.fileName,
      uploadedBy: 'APPLICANT',
      uploadedByIdentity: caller.identityUuid,
      subjectUuid: lien.uuid,
    });
    await tx.workflow.property.chooseLien(tx.db, lien.uuid, { action: 'ALREADY_PAID', payoffStatus: 'PROOF_RECEIVED' });
    return toApplicationDocument(document);
  });
