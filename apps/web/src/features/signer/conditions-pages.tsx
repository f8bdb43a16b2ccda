import {
  type ConditionLocation,
  conditionAction,
  ID_TYPE_LABELS,
  ID_TYPES,
  type IdType,
  UPLOAD_ACCEPT_ATTRIBUTE,
} from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { type ReactNode, useId, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
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
import { SignerPage } from './signer-page';
import { useI18n } from '../../lib/i18n';
import { signerPath } from './signer-paths';
import { signerMessages as m } from './signer.messages';

/*
 * The signer's conditions (docs/product/application-area.md §2.2, §4.1): the same list and answers as the applicant's (modules/conditions,
 * participants only), at /heloc-signer/conditions/{location}: upload-document (the default) and identity.
 */

const STATE_LABELS: Record<Condition['state'], MessageDescriptor> = {
  NEEDED: m.stateNeeded,
  SUBMITTED: m.stateSubmitted,
  IN_REVIEW: m.stateInReview,
  ACCEPTED: m.stateAccepted,
  REJECTED: m.stateRejected,
};

/** The hint under the front photo, by ID type. */
const FRONT_HINTS: Record<IdType, MessageDescriptor> = {
  DRIVERS_LICENSE: m.idFrontHintCard,
  PASSPORT: m.idFrontHintPassport,
  STATE_ID_CARD: m.idFrontHintCard,
  PERMANENT_RESIDENT_CARD: m.idFrontHintResident,
};

const isOpen = (c: Condition) => c.state !== 'ACCEPTED';
const canAnswer = (c: Condition) => c.state === 'NEEDED' || c.state === 'REJECTED';
const locationOf = (c: Condition): ConditionLocation | undefined => conditionAction(c)?.location;
/** A request's title: the domain's description of its action (in the person's language), else 'A request'. */
const useTitleOf = () => {
  const { t, localize } = useI18n();
  return (c: Condition) => {
    const action = conditionAction(c);
    if (!action) return t(m.conditionUntitled);
    const title = action.description.charAt(0).toUpperCase() + action.description.slice(1);
    return localize(title);
  };
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
  const { t, rich, localize } = useI18n();
  const titleOf = useTitleOf();
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!data) return <Spinner label={t(m.conditionsLoading)} />;
  const open = data.filter(isOpen);
  return (
    <>
      <h1 id="signer-conditions-title">{t(m.conditionsTitle)}</h1>
      {open.length === 0 ? (
        <p className="page__lead">{t(m.conditionsNone)}</p>
      ) : (
        <ul className="signer-list" aria-label={t(m.conditionsOpen)}>
          {open.map((c) => {
            const location = locationOf(c);
            const answerable = canAnswer(c) && (location === 'upload-document' || location === 'identity');
            return (
              <li key={c.uuid} className="stack">
                <p>
                  {rich(m.conditionRow as MessageDescriptor, {
                    b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
                    title: titleOf(c),
                    state: t(STATE_LABELS[c.state]),
                  })}
                </p>
                {c.commentsToBorrower && <p>{c.commentsToBorrower}</p>}
                {c.state === 'REJECTED' && c.rejectionReason && (
                  <p>{t(m.conditionReason, { reason: c.rejectionReason })}</p>
                )}
                {answerable && location && (
                  <p>
                    <Link
                      className={buttonClassName('secondary')}
                      to={`${signerPath(`conditions/${location}`)}?condition=${c.uuid}`}
                    >
                      {t(m.conditionAnswer, { title: titleOf(c) })}
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
  const { t, localize } = useI18n();
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!data) return <Spinner label={t(m.conditionLoading)} />;
  if (!condition) return <Navigate to={signerPath('conditions')} replace />;
  return <UploadForm key={condition.uuid} uuid={uuid} condition={condition} />;
}

function UploadForm({ uuid, condition }: { uuid: string; condition: Condition }) {
  const answer = useAnswerWithDocuments(uuid, condition.uuid);
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const inputId = useId();
  const needed = conditionAction(condition)?.documentCount ?? 1;
  const { t, localize } = useI18n();
  const titleOf = useTitleOf();
  return (
    <>
      <h1 id="signer-upload-title">{titleOf(condition)}</h1>
      <p className="page__lead">{condition.commentsToBorrower ?? t(m.uploadLead)}</p>
      {answer.isSuccess || !canAnswer(condition) ? (
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
  const { t, localize } = useI18n();
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!data) return <Spinner label={t(m.conditionLoading)} />;
  if (!condition) return <Navigate to={signerPath('conditions')} replace />;
  return <IdForm key={condition.uuid} uuid={uuid} condition={condition} />;
}

function IdForm({ uuid, condition }: { uuid: string; condition: Condition }) {
  const answer = useAnswerWithId(uuid, condition.uuid);
  const [idType, setIdType] = useState<IdType | ''>('');
  const [front, setFront] = useState<File>();
  const [back, setBack] = useState<File>();
  const [problem, setProblem] = useState<MessageDescriptor>();
  const { t, localize } = useI18n();
  const idOptions = ID_TYPES.map((value) => ({ value, label: localize(ID_TYPE_LABELS[value]) }));
  const rules = t(m.idFileRules);
  return (
    <>
      <h1 id="signer-id-title">{t(m.idTitle)}</h1>
      <p className="page__lead">{condition.commentsToBorrower ?? t(m.idLead)}</p>
      {answer.isSuccess || !canAnswer(condition) ? (
        <Alert variant="success" title={t(m.sentTitle)}>
          <p>{t(m.idSent)}</p>
        </Alert>
      ) : (
        <form
          className="stack"
          noValidate
          aria-label={t(m.idForm)}
          onSubmit={(event) => {
            event.preventDefault();
            if (!idType) return setProblem(m.idTypeMissing);
            if (!front) return setProblem(m.idFrontMissing);
            setProblem(undefined);
            answer.mutate({ idType, front, back });
            return undefined;
          }}
        >
          {problem && <Alert variant="error">{t(problem)}</Alert>}
          {answer.isError && <Alert variant="error">{localize(errorMessageOf(answer.error))}</Alert>}
          <SelectField
            label={t(m.idType)}
            placeholder={t(m.idTypePlaceholder)}
            options={idOptions}
            isRequired
            value={idType}
            onChange={(event) => setIdType(event.target.value as IdType)}
          />
          <IdPhotoField
            label={t(m.idFront)}
            hint={t(m.idFrontHint, { front: t(idType ? FRONT_HINTS[idType] : m.idFrontHintAny), rules })}
            file={front ?? null}
            onChange={(file) => setFront(file ?? undefined)}
          />
          <IdPhotoField
            label={t(m.idBack)}
            hint={t(m.idBackHint, { rules })}
            file={back ?? null}
            onChange={(file) => setBack(file ?? undefined)}
          />
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
