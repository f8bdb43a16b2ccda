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
import { countLabel, documentNoun, DOCUMENT_TYPE_SLUGS, slugOfDocumentType } from './income-copy';
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
  const label = INCOME_DOCUMENT_TYPE_LABELS[documentType];

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  const loadError = error ?? documents.error;
  if (loadError) return <Alert variant="error">{errorMessageOf(loadError)}</Alert>;
  if (!options || !documents.data) return <Spinner label="Loading your documents" size="lg" />;

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
      <h1 id="income-upload-title">Upload your {documentNoun(label, asked.count > 1)}</h1>
      <p className="page__lead">
        {INCOME_DOCUMENT_TYPE_HINTS[documentType]}. We need {countLabel(label, asked.count)}: clear photos or PDFs with
        every page, showing your name.
      </p>

      <UploadPicker
        id={inputId}
        className="income-drop"
        label={<>Choose {documentNoun(label)} files</>}
        hint="PDF, JPEG, PNG or HEIC, up to 10 MB each. You can choose several files at once."
        onFiles={uploads.add}
        inputRef={inputRef}
        disabled={isPending}
      />

      {(uploads.pending.length > 0 || mine.length > 0) && (
        <>
          <h2>Your {documentNoun(label)} files</h2>
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
      {remove.error && <Alert variant="error">{errorMessageOf(remove.error)}</Alert>}

      <h2>Everything we need</h2>
      <ul className="income-checklist">
        {checklist.map((d) => (
          <li key={d.type} data-complete={d.uploaded >= d.count}>
            {d.type === documentType ? (
              INCOME_DOCUMENT_TYPE_LABELS[d.type]
            ) : (
              <Link to={applicationPath(uuid, `income/upload/${slugOfDocumentType(d.type)}`)}>
                {INCOME_DOCUMENT_TYPE_LABELS[d.type]}
              </Link>
            )}
            : {Math.min(d.uploaded, d.count)} of {d.count} uploaded{d.uploaded >= d.count ? ' ✓' : ''}
          </li>
        ))}
      </ul>
      {isPending ? (
        <Alert variant="info" title="Your documents are with our reviewers">
          <p>We will let you know as soon as they are reviewed, usually within one business day.</p>
          <Button variant="secondary" onClick={() => void check.check()}>
            Check status
          </Button>
        </Alert>
      ) : (
        <p>
          {missing.length === 0
            ? 'You have uploaded everything we need. Submit them for review.'
            : `Still needed: ${missing.map((d) => countLabel(INCOME_DOCUMENT_TYPE_LABELS[d.type], d.count - d.uploaded)).join(', ')}.`}
        </p>
      )}
      {submit.error && <Alert variant="error">{errorMessageOf(submit.error)}</Alert>}
      {check.phase === 'error' && <Alert variant="error">{check.error}</Alert>}
      <div className="row">
        {!isPending && (
          <Button
            onClick={onSubmit}
            disabled={missing.length > 0 || uploads.isUploading}
            isLoading={submit.isPending}
            loadingLabel="Submitting"
          >
            Submit documents
          </Button>
        )}
        <Link to={reviewPath} className={buttonClassName('secondary')}>
          Choose another way
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
  return (
    <li className="income-file">
      <span className="income-file__name">{document.fileName}</span>
      <span className="income-file__size">{formatFileSize(document.size)}</span>
      <span>Uploaded</span>
      {canRemove && (
        <Button
          variant="link"
          onClick={onRemove}
          isLoading={isRemoving}
          loadingLabel="Removing"
          aria-label={`Remove ${document.fileName}`}
        >
          Remove
        </Button>
      )}
    </li>
  );
}
