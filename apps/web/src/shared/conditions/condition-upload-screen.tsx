import { type ConditionAction, formatFileSize } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { useId } from 'react';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PendingUploadState } from '../uploads/pending-upload-state';
import { UploadPicker } from '../uploads/upload-picker';
import { useDeleteConditionDocument } from './api/delete-condition-document';
import { useSubmitCondition } from './api/submit-condition';
import { ConditionAnswerHead } from './condition-answer-head';
import { ConditionGate } from './condition-gate';
import { ConditionOutcome } from './condition-outcome';
import type { ConditionsArea } from './conditions-area';
import { requestedLine } from './conditions-copy';
import { conditionsMessages as m } from './conditions.messages';
import { useConditionUploads } from './use-condition-uploads';
import { isAnswerable } from './use-condition-at';
import './conditions.css';

/**
 * conditions/upload-document: the files answering one condition (docs/product/application-area.md §4.1: bank statement
 * or letter, certificate of trust, property and ownership documents, paystubs by count, proof of cancellation,
 * generic): several files, each sent as it is chosen with its progress and size, removable before submitting; then
 * Submit for review. The applicant's screen and a signer's alike.
 */
export function ConditionUploadScreen({ area }: { area: ConditionsArea }) {
  return (
    <ConditionGate area={area} location="upload-document">
      {(condition, action) => <UploadAnswer area={area} condition={condition} action={action} />}
    </ConditionGate>
  );
}

function UploadAnswer({
  area,
  condition,
  action,
}: {
  area: ConditionsArea;
  condition: Condition;
  action: ConditionAction;
}) {
  const uploads = useConditionUploads(area.uuid, condition.uuid);
  const remove = useDeleteConditionDocument(area.uuid, condition.uuid);
  const submit = useSubmitCondition(area.uuid, condition.uuid);
  const inputId = useId();
  const { t, localize } = useI18n();
  const canAnswer = isAnswerable(condition);
  const missing = Math.max(0, action.documentCount - condition.documents.length);

  return (
    <>
      <ConditionAnswerHead condition={condition} kind={action.kind} notAccepted={m.uploadNotAccepted}>
        <p>{t(m.uploadWeNeed, { requested: requestedLine(condition, t) ?? '' })}</p>
      </ConditionAnswerHead>

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
          <ConditionOutcome area={area} condition={condition} />
        </>
      )}
    </>
  );
}
