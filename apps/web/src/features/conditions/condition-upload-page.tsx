import { type ConditionAction, formatFileSize } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { useId } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { applicationPath } from '../../shared/application-status/destination';
import { ConditionOutcome } from './condition-outcome';
import { ConditionStateBadge } from './condition-state-badge';
import { useDeleteConditionDocument } from '../../shared/conditions/api/delete-condition-document';
import { useSubmitCondition } from '../../shared/conditions/api/submit-condition';
import { ConditionGate } from '../../shared/conditions/condition-gate';
import { isAnswerable } from '../../shared/conditions/use-condition-at';
import { ACTION_COPY, requestedLine } from './conditions-copy';
import { useConditionUploads } from './use-condition-uploads';
import { useI18n } from '../../lib/i18n';
import { conditionsMessages as m } from './conditions.messages';
import './conditions.css';
import { UploadPicker } from '../../shared/uploads/upload-picker';
import { PendingUploadState } from '../../shared/uploads/pending-upload-state';

/**
 * /{uuid}/conditions/upload-document: the files answering one condition (docs/product/application-area.md §4.1: bank statement or letter,
 * certificate of trust, property and ownership documents, paystubs by count, proof of cancellation, generic): several
 * files, each with its progress and size, removable before submitting; then Submit for review.
 */
export function ConditionUploadPage() {
  const { uuid = '' } = useParams();
  const { t } = useI18n();
  return (
    <ConditionGate
      uuid={uuid}
      location="upload-document"
      listPath={applicationPath(uuid, 'conditions')}
      loadingLabel={t(m.loadingRequest)}
      spinnerSize="lg"
    >
      {(condition, action) => <UploadAnswer uuid={uuid} condition={condition} action={action} />}
    </ConditionGate>
  );
}

function UploadAnswer({ uuid, condition, action }: { uuid: string; condition: Condition; action: ConditionAction }) {
  const uploads = useConditionUploads(uuid, condition.uuid);
  const remove = useDeleteConditionDocument(uuid, condition.uuid);
  const submit = useSubmitCondition(uuid, condition.uuid);
  const inputId = useId();
  const { t, localize } = useI18n();
  const copy = ACTION_COPY[action.kind];
  const canAnswer = isAnswerable(condition);
  const missing = Math.max(0, action.documentCount - condition.documents.length);

  return (
    <section className="page page--narrow stack conditions-page" aria-labelledby="condition-upload-title">
      <div className="condition-card__head">
        <h1 id="condition-upload-title">{t(copy.title)}</h1>
        <ConditionStateBadge condition={condition} />
      </div>
      <p className="page__lead">{condition.commentsToBorrower ?? t(copy.why)}</p>
      <p>{t(m.uploadWeNeed, { requested: requestedLine(condition, t) ?? '' })}</p>
      {condition.state === 'REJECTED' && condition.rejectionReason && (
        <Alert variant="error" title={t(m.uploadNotAccepted)}>
          <p>{localize(condition.rejectionReason)}</p>
        </Alert>
      )}

      {canAnswer ? (
        <>
          <UploadPicker
            id={inputId}
            className="condition-drop"
            label={t(m.chooseFiles)}
            hint={t(m.chooseHint)}
            onFiles={uploads.add}
          />
          {(uploads.pending.length > 0 || condition.documents.length > 0) && (
            <>
              <h2>{t(m.yourFiles)}</h2>
              <ul className="condition-files" aria-live="polite">
                {uploads.pending.map((item) => (
                  <li key={item.id} className="condition-file">
                    <span className="condition-file__name">{item.name}</span>
                    <span>{formatFileSize(item.size)}</span>
                    <PendingUploadState item={item} onDismiss={uploads.dismiss} />
                  </li>
                ))}
                {condition.documents.map((document) => (
                  <li key={document.uuid} className="condition-file">
                    <span className="condition-file__name">{document.fileName}</span>
                    <span>{formatFileSize(document.size)}</span>
                    <span>{t(m.uploaded)}</span>
                    <Button
                      variant="link"
                      onClick={() => remove.mutate(document.uuid)}
                      isLoading={remove.isPending && remove.variables === document.uuid}
                      loadingLabel={t(m.removing)}
                      aria-label={t(m.removeFile, { name: document.fileName })}
                    >
                      {t(m.remove)}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {remove.error && <Alert variant="error">{localize(errorMessageOf(remove.error))}</Alert>}
          <p>{missing === 0 ? t(m.everythingUploaded) : t(m.stillNeeded, { count: missing })}</p>
          {submit.error && <Alert variant="error">{localize(errorMessageOf(submit.error))}</Alert>}
          <Button
            onClick={() => submit.mutate(undefined)}
            disabled={missing > 0 || uploads.isUploading}
            isLoading={submit.isPending}
            loadingLabel={t(m.submitting)}
          >
            {t(m.submit)}
          </Button>
        </>
      ) : (
        <>
          {condition.documents.length > 0 && (
            <ul className="condition-files" aria-label={t(m.filesSent)}>
              {condition.documents.map((document) => (
                <li key={document.uuid} className="condition-file">
                  <span className="condition-file__name">{document.fileName}</span>
                  <span>{formatFileSize(document.size)}</span>
                </li>
              ))}
            </ul>
          )}
          <ConditionOutcome uuid={uuid} condition={condition} />
        </>
      )}
    </section>
  );
}
