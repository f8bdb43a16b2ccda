import {
  formatFileSize,
  INCOME_DOCUMENT_TYPE_HINTS,
  INCOME_DOCUMENT_TYPE_LABELS,
  type IncomeDocumentType,
} from '@heloc/domain';
import type { ApplicationDocument } from '@heloc/domain/contracts';
import { useId, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useApplicationDocuments } from '../api/get-application-documents';
import { useDeleteIncomeDocument } from '../api/delete-income-document';
import { useIncomeOptions } from '../api/get-income-options';
import { useSubmitIncomeDocuments } from '../api/submit-income-documents';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { DOCUMENT_TYPE_SLUGS, slugOfDocumentType } from './income-copy';
import { incomeMessages as m } from './income.messages';
import { useAfterIncomeStep } from './use-after-income-step';
import { useIncomeUploads } from './use-income-uploads';
import './income.css';
import { UploadPicker } from '../../../shared/uploads/upload-picker';
import { PendingUploadState } from '../../../shared/uploads/pending-upload-state';

/**
 * /{uuid}/income/upload/{type}: the documents of one type (several files, each with its progress, removable before
 * submitting), the checklist of every type asked for, and Submit once every count is reached.
 */
export function IncomeUploadPage() {
  const { uuid = '', type = '' } = useParams();
  const documentType = Object.hasOwn(DOCUMENT_TYPE_SLUGS, type) ? DOCUMENT_TYPE_SLUGS[type] : undefined;
  if (!documentType) return <Navigate to={applicationPath(uuid, 'income/review')} replace />;
  return <IncomeUpload key={documentType} uuid={uuid} documentType={documentType} />;
}

function IncomeUpload({ uuid, documentType }: { uuid: string; documentType: IncomeDocumentType }) {
  const { data: options, error } = useIncomeOptions(uuid);
  const documents = useApplicationDocuments(uuid);
  const uploads = useIncomeUploads(uuid, documentType);
  const remove = useDeleteIncomeDocument(uuid);
  const submit = useSubmitIncomeDocuments(uuid);
  const check = useStatusCheck(uuid);
  const afterSubmit = useAfterIncomeStep(uuid, check);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { t, localize } = useI18n();
  const noun = (count: number) => t(m.documentNoun, { type: documentType, count });
  const documentCount = (type: IncomeDocumentType, count: number) => t(m.documentCount, { type, count });

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  const loadError = error ?? documents.error;
  if (loadError) return <Alert variant="error">{localize(errorMessageOf(loadError))}</Alert>;
  if (!options || !documents.data) return <Spinner label={t(m.loadingDocuments)} size="lg" />;

  const asked = options.documents.find((d) => d.type === documentType);
  const reviewPath = applicationPath(uuid, 'income/review');
  if (!asked || !options.methods.includes('DOCUMENT_UPLOAD')) return <Navigate to={reviewPath} replace />;

  const incomeDocuments = documents.data.filter((d) => d.kind === 'INCOME_DOCUMENT');
  const ofType = (t: IncomeDocumentType) => incomeDocuments.filter((d) => d.incomeDocumentType === t);
  const mine = [...ofType(documentType)].reverse();
  const checklist = options.documents.map((d) => ({ ...d, uploaded: ofType(d.type).length }));
  const missing = checklist.filter((d) => d.uploaded < d.count);
  const isPending = options.latest?.method === 'DOCUMENT_UPLOAD' && options.latest.status === 'PENDING';

  const onSubmit = () => submit.mutate(undefined, { onSuccess: (answer) => void afterSubmit(answer) });

  return (
    <section className="page page--narrow stack income-page" aria-labelledby="income-upload-title">
      <h1 id="income-upload-title">{t(m.uploadYour, { noun: noun(asked.count > 1 ? 2 : 1) })}</h1>
      <p className="page__lead">
        {t(m.uploadLead, {
          hint: localize(INCOME_DOCUMENT_TYPE_HINTS[documentType]),
          documents: documentCount(documentType, asked.count),
        })}
      </p>

      <UploadPicker
        id={inputId}
        className="income-drop"
        label={t(m.chooseFiles, { noun: noun(1) })}
        hint={t(m.fileRules)}
        onFiles={uploads.add}
        inputRef={inputRef}
        disabled={isPending}
      />

      {(uploads.pending.length > 0 || mine.length > 0) && (
        <>
          <h2>{t(m.yourFiles, { noun: noun(1) })}</h2>
          <ul className="income-files" aria-live="polite">
            {uploads.pending.map((item) => (
              <li key={item.id} className="income-file">
                <span className="income-file__name">{item.name}</span>
                <span className="income-file__size">{formatFileSize(item.size)}</span>
                <PendingUploadState item={item} onDismiss={uploads.dismiss} />
              </li>
            ))}
            {mine.map((document) => (
              <StoredFile
                key={document.uuid}
                document={document}
                canRemove={!isPending}
                isRemoving={remove.isPending && remove.variables === document.uuid}
                onRemove={() => remove.mutate(document.uuid)}
              />
            ))}
          </ul>
        </>
      )}
      {remove.error && <Alert variant="error">{localize(errorMessageOf(remove.error))}</Alert>}

      <h2>{t(m.everythingWeNeed)}</h2>
      <ul className="income-checklist">
        {checklist.map((d) => (
          <li key={d.type} data-complete={d.uploaded >= d.count}>
            {d.type === documentType ? (
              localize(INCOME_DOCUMENT_TYPE_LABELS[d.type])
            ) : (
              <Link to={applicationPath(uuid, `income/upload/${slugOfDocumentType(d.type)}`)}>
                {localize(INCOME_DOCUMENT_TYPE_LABELS[d.type])}
              </Link>
            )}
            {t(m.checklistCount, { uploaded: Math.min(d.uploaded, d.count), count: d.count })}
            {d.uploaded >= d.count ? t(m.checklistDone) : ''}
          </li>
        ))}
      </ul>
      {isPending ? (
        <Alert variant="info" title={t(m.withReviewers)}>
          <p>{t(m.withReviewersText)}</p>
          <Button variant="secondary" onClick={() => void check.check()}>
            {t(m.checkStatus)}
          </Button>
        </Alert>
      ) : (
        <p>
          {missing.length === 0
            ? t(m.allUploaded)
            : t(m.stillNeeded, {
                documents: missing.map((d) => documentCount(d.type, d.count - d.uploaded)).join(', '),
              })}
        </p>
      )}
      {submit.error && <Alert variant="error">{localize(errorMessageOf(submit.error))}</Alert>}
      {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
      <div className="row">
        {!isPending && (
          <Button
            onClick={onSubmit}
            disabled={missing.length > 0 || uploads.isUploading}
            isLoading={submit.isPending}
            loadingLabel={t(m.submitting)}
          >
            {t(m.submitDocuments)}
          </Button>
        )}
        <Link to={reviewPath} className={buttonClassName('secondary')}>
          {t(m.chooseAnotherWay)}
        </Link>
      </div>
    </section>
  );
}

function StoredFile({
  document,
  canRemove,
  isRemoving,
  onRemove,
}: {
  document: ApplicationDocument;
  canRemove: boolean;
  isRemoving: boolean;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  return (
    <li className="income-file">
      <span className="income-file__name">{document.fileName}</span>
      <span className="income-file__size">{formatFileSize(document.size)}</span>
      <span>{t(m.uploaded)}</span>
      {canRemove && (
        <Button
          variant="link"
          onClick={onRemove}
          isLoading={isRemoving}
          loadingLabel={t(m.removing)}
          aria-label={t(m.removeFile, { fileName: document.fileName })}
        >
          {t(m.remove)}
        </Button>
      )}
    </li>
  );
}
