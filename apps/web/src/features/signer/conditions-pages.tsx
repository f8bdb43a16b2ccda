import {
  type ConditionLocation,
  conditionAction,
  ID_TYPE_LABELS,
  ID_TYPES,
  type IdType,
  UPLOAD_ACCEPT_ATTRIBUTE,
} from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { useAnswerWithDocuments } from './api/answer-with-documents';
import { useAnswerWithId } from './api/answer-with-id';
import { useSignerConditions } from './api/get-signer-conditions';
import { IdPhotoField } from '../../shared/identity-check/id-photo-field';
import { BACK_HINT, FILE_RULES, FRONT_HINT } from '../../shared/identity-check/identity-copy';
import { SignerPage } from './signer-page';
import { signerPath } from './signer-paths';

/*
 * The signer's conditions (docs/product/application-area.md §2.2, §4.1): the same list and answers as the applicant's (modules/conditions,
 * participants only), at /heloc-signer/conditions/{location}: upload-document (the default) and identity.
 */

const STATE_LABELS: Record<Condition['state'], string> = {
  NEEDED: 'Needed',
  SUBMITTED: 'Sent, waiting for review',
  IN_REVIEW: 'In review',
  ACCEPTED: 'Accepted',
  REJECTED: 'Not accepted, please send again',
};

const isOpen = (c: Condition) => c.state !== 'ACCEPTED';
const canAnswer = (c: Condition) => c.state === 'NEEDED' || c.state === 'REJECTED';
const locationOf = (c: Condition): ConditionLocation | undefined => conditionAction(c)?.location;
const titleOf = (c: Condition) => {
  const action = conditionAction(c);
  return action ? action.description.charAt(0).toUpperCase() + action.description.slice(1) : 'A request';
};

/** /heloc-signer/conditions: what the lender still needs from the signer. */
export function SignerConditionsPage() {
  return (
    <SignerPage titleId="signer-conditions-title">
      {(application) => <ConditionList uuid={application.applicationUuid} />}
    </SignerPage>
  );
}

function ConditionList({ uuid }: { uuid: string }) {
  const { data, error } = useSignerConditions(uuid);
  if (error) return <Alert variant="error">{errorMessageOf(error)}</Alert>;
  if (!data) return <Spinner label="Loading requests" />;
  const open = data.filter(isOpen);
  return (
    <>
      <h1 id="signer-conditions-title">Requests from the lender</h1>
      {open.length === 0 ? (
        <p className="page__lead">Nothing is needed from you right now.</p>
      ) : (
        <ul className="signer-list" aria-label="Open requests">
          {open.map((c) => {
            const location = locationOf(c);
            const answerable = canAnswer(c) && (location === 'upload-document' || location === 'identity');
            return (
              <li key={c.uuid} className="stack">
                <p>
                  <strong>{titleOf(c)}</strong> · {STATE_LABELS[c.state]}
                </p>
                {c.commentsToBorrower && <p>{c.commentsToBorrower}</p>}
                {c.state === 'REJECTED' && c.rejectionReason && <p>Reason: {c.rejectionReason}</p>}
                {answerable && location && (
                  <p>
                    <Link
                      className={buttonClassName('secondary')}
                      to={`${signerPath(`conditions/${location}`)}?condition=${c.uuid}`}
                    >
                      Answer: {titleOf(c)}
                    </Link>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** The condition a screen answers: ?condition=, else the oldest open one of this location. */
const useConditionAt = (uuid: string, location: ConditionLocation) => {
  const [params] = useSearchParams();
  const query = useSignerConditions(uuid);
  const ofLocation = (query.data ?? []).filter((c) => locationOf(c) === location);
  const wanted = params.get('condition');
  const condition = wanted ? ofLocation.find((c) => c.uuid === wanted) : ofLocation.find(canAnswer);
  return { ...query, condition };
};

/** /heloc-signer/conditions/upload-document: files answering one request, then send for review. */
export function SignerConditionUploadPage() {
  return (
    <SignerPage titleId="signer-upload-title">
      {(application) => <UploadAnswer uuid={application.applicationUuid} />}
    </SignerPage>
  );
}

function UploadAnswer({ uuid }: { uuid: string }) {
  const { condition, data, error } = useConditionAt(uuid, 'upload-document');
  if (error) return <Alert variant="error">{errorMessageOf(error)}</Alert>;
  if (!data) return <Spinner label="Loading the request" />;
  if (!condition) return <Navigate to={signerPath('conditions')} replace />;
  return <UploadForm key={condition.uuid} uuid={uuid} condition={condition} />;
}

function UploadForm({ uuid, condition }: { uuid: string; condition: Condition }) {
  const answer = useAnswerWithDocuments(uuid, condition.uuid);
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const inputId = useId();
  const needed = conditionAction(condition)?.documentCount ?? 1;
  return (
    <>
      <h1 id="signer-upload-title">{titleOf(condition)}</h1>
      <p className="page__lead">{condition.commentsToBorrower ?? 'Upload clear photos or PDFs of every page.'}</p>
      {answer.isSuccess || !canAnswer(condition) ? (
        <Alert variant="success" title="Sent for review">
          <p>We review what you send, usually within one business day.</p>
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
          {answer.isError && <Alert variant="error">{errorMessageOf(answer.error)}</Alert>}
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={inputId}>
              Files ({needed === 1 ? 'one document' : `${needed} documents`}: PDF, JPEG, PNG or HEIC)
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
                Please choose {needed === 1 ? 'a file' : `${needed} files`} to send.
              </p>
            )}
          </div>
          <div>
            <Button type="submit" isLoading={answer.isPending} loadingLabel="Sending">
              Send for review
            </Button>
          </div>
        </form>
      )}
      <p>
        <Link to={signerPath('conditions')}>Back to requests</Link>
      </p>
    </>
  );
}

/** /heloc-signer/conditions/identity: a new photo of the signer's ID. */
export function SignerConditionIdentityPage() {
  return (
    <SignerPage titleId="signer-id-title">
      {(application) => <IdentityAnswer uuid={application.applicationUuid} />}
    </SignerPage>
  );
}

function IdentityAnswer({ uuid }: { uuid: string }) {
  const { condition, data, error } = useConditionAt(uuid, 'identity');
  if (error) return <Alert variant="error">{errorMessageOf(error)}</Alert>;
  if (!data) return <Spinner label="Loading the request" />;
  if (!condition) return <Navigate to={signerPath('conditions')} replace />;
  return <IdForm key={condition.uuid} uuid={uuid} condition={condition} />;
}

const ID_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));

function IdForm({ uuid, condition }: { uuid: string; condition: Condition }) {
  const answer = useAnswerWithId(uuid, condition.uuid);
  const [idType, setIdType] = useState<IdType | ''>('');
  const [front, setFront] = useState<File>();
  const [back, setBack] = useState<File>();
  const [problem, setProblem] = useState<string>();
  return (
    <>
      <h1 id="signer-id-title">Verify your ID again</h1>
      <p className="page__lead">{condition.commentsToBorrower ?? 'Take a clear photo of your government ID.'}</p>
      {answer.isSuccess || !canAnswer(condition) ? (
        <Alert variant="success" title="Sent for review">
          <p>We will check your ID and let you know if anything else is needed.</p>
        </Alert>
      ) : (
        <form
          className="stack"
          noValidate
          aria-label="Your ID"
          onSubmit={(event) => {
            event.preventDefault();
            if (!idType) return setProblem('Please select your ID type');
            if (!front) return setProblem('Please add a photo of the front of your ID');
            setProblem(undefined);
            answer.mutate({ idType, front, back });
            return undefined;
          }}
        >
          {problem && <Alert variant="error">{problem}</Alert>}
          {answer.isError && <Alert variant="error">{errorMessageOf(answer.error)}</Alert>}
          <SelectField
            label="ID type"
            placeholder="Select…"
            options={ID_OPTIONS}
            isRequired
            value={idType}
            onChange={(event) => setIdType(event.target.value as IdType)}
          />
          <IdPhotoField
            label="Front of your ID"
            hint={`${idType ? FRONT_HINT[idType] : 'The side with your photo.'} ${FILE_RULES}`}
            file={front ?? null}
            onChange={(file) => setFront(file ?? undefined)}
          />
          <IdPhotoField
            label="Back of your ID"
            hint={`If your ID has one: ${BACK_HINT.charAt(0).toLowerCase()}${BACK_HINT.slice(1)} ${FILE_RULES}`}
            file={back ?? null}
            onChange={(file) => setBack(file ?? undefined)}
          />
          <div>
            <Button type="submit" isLoading={answer.isPending} loadingLabel="Sending">
              Send for review
            </Button>
          </div>
        </form>
      )}
      <p>
        <Link to={signerPath('conditions')}>Back to requests</Link>
      </p>
    </>
  );
}
