import { formatFileSize, type ReviewKey } from '@heloc/domain';
import type { ApplicationDocument } from '@heloc/domain/contracts';
import { useId } from 'react';
import { useReviewUploads } from '../api/upload-review-documents';
import { UploadPicker } from '../../../shared/uploads/upload-picker';
import { PendingUploadState } from '../../../shared/uploads/pending-upload-state';
import { useI18n } from '../../../lib/i18n';
import { decisionsMessages as m } from './decisions.messages';

/**
 * The files an applicant sends a reviewer (the upload pattern of the condition screens): several at once, each with
 * its progress or its error; the ones stored are listed as sent.
 */
export function ReviewUploads({
  uuid,
  review,
  documents,
  label,
}: {
  uuid: string;
  review: ReviewKey;
  documents: readonly ApplicationDocument[];
  label?: string;
}) {
  const { t } = useI18n();
  const uploads = useReviewUploads(uuid, review);
  const inputId = useId();
  return (
    <>
      <UploadPicker
        id={inputId}
        className="review-drop"
        label={label ?? t(m.chooseFiles)}
        hint={t(m.filesHint)}
        onFiles={uploads.add}
      />
      {(uploads.pending.length > 0 || documents.length > 0) && (
        <ul className="review-files" aria-label={t(m.filesSent)} aria-live="polite">
          {uploads.pending.map((item) => (
            <li key={item.id} className="review-file">
              <span className="review-file__name">{item.name}</span>
              <span>{formatFileSize(item.size)}</span>
              <PendingUploadState item={item} onDismiss={uploads.dismiss} />
            </li>
          ))}
          {documents.map((document) => (
            <li key={document.uuid} className="review-file">
              <span className="review-file__name">{document.fileName}</span>
              <span>{formatFileSize(document.size)}</span>
              <span>{t(m.sent)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
