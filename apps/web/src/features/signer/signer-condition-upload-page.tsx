import { conditionAction, UPLOAD_ACCEPT_ATTRIBUTE } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { useSendConditionFiles } from '../../shared/conditions/api/send-condition-files';
import { ConditionGate } from '../../shared/conditions/condition-gate';
import { isAnswerable } from '../../shared/conditions/use-condition-at';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useConditionTitle } from './signer-condition-title';
import { SignerPage } from './signer-page';
import { signerPath } from './signer-paths';
import { signerMessages as m } from './signer.messages';

/** /heloc-signer/conditions/upload-document: files answering one request, then send for review. */
export function SignerConditionUploadPage() {
  return (
    <SignerPage titleId="signer-upload-title">
      {(application) => <UploadAnswer uuid={application.applicationUuid} />}
    </SignerPage>
  );
}

function UploadAnswer({ uuid }: { uuid: string }) {
  const { t } = useI18n();
  return (
    <ConditionGate
      uuid={uuid}
      location="upload-document"
      listPath={signerPath('conditions')}
      loadingLabel={t(m.conditionLoading)}
      answerableOnly
    >
      {(condition) => <UploadForm uuid={uuid} condition={condition} />}
    </ConditionGate>
  );
}

function UploadForm({ uuid, condition }: { uuid: string; condition: Condition }) {
  const answer = useSendConditionFiles(uuid, condition.uuid);
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const inputId = useId();
  const needed = conditionAction(condition)?.documentCount ?? 1;
  const { t, localize } = useI18n();
  const titleOf = useConditionTitle();
  return (
    <>
      <h1 id="signer-upload-title">{titleOf(condition)}</h1>
      <p className="page__lead">{condition.commentsToBorrower ?? t(m.uploadLead)}</p>
      {answer.isSuccess || !isAnswerable(condition) ? (
        <Alert variant="success" title={t(m.sentTitle)}>
          <p>{t(m.uploadSent)}</p>
        </Alert>
      ) : (
        <form
          className="stack"
          noValidate
          aria-label={titleOf(condition)}
          onSubmit={(event) => {
            event.preventDefault();
            if (files.length < needed) return setMissing(true);
            setMissing(false);
            answer.mutate(files);
            return undefined;
          }}
        >
          {answer.isError && <Alert variant="error">{localize(errorMessageOf(answer.error))}</Alert>}
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={inputId}>
              {t(m.uploadFiles, { count: needed })}
            </label>
            <input
              id={inputId}
              type="file"
              multiple
              accept={UPLOAD_ACCEPT_ATTRIBUTE}
              aria-invalid={missing || undefined}
              onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
            />
            {missing && (
              <p className="ui-field__error" role="alert">
                {t(m.uploadMissing, { count: needed })}
              </p>
            )}
          </div>
          <div>
            <Button type="submit" isLoading={answer.isPending} loadingLabel={t(m.sending)}>
              {t(m.sendForReview)}
            </Button>
          </div>
        </form>
      )}
      <p>
        <Link to={signerPath('conditions')}>{t(m.backToRequests)}</Link>
      </p>
    </>
  );
}
