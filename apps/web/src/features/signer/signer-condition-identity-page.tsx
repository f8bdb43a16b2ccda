import { ID_TYPE_LABELS, ID_TYPES, type IdType } from '@heloc/domain';
import type { Condition } from '@heloc/domain/contracts';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { useAnswerIdentity } from '../../shared/conditions/api/answer-identity';
import { ConditionGate } from '../../shared/conditions/condition-gate';
import { isAnswerable } from '../../shared/conditions/use-condition-at';
import { IdPhotoField } from '../../shared/identity-check/id-photo-field';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { SignerPage } from './signer-page';
import { signerPath } from './signer-paths';
import { signerMessages as m } from './signer.messages';

/** The hint under the front photo, by ID type. */
const FRONT_HINTS: Record<IdType, MessageDescriptor> = {
  DRIVERS_LICENSE: m.idFrontHintCard,
  PASSPORT: m.idFrontHintPassport,
  STATE_ID_CARD: m.idFrontHintCard,
  PERMANENT_RESIDENT_CARD: m.idFrontHintResident,
};

/** /heloc-signer/conditions/identity: a new photo of the signer's ID. */
export function SignerConditionIdentityPage() {
  return (
    <SignerPage titleId="signer-id-title">
      {(application) => <IdentityAnswer uuid={application.applicationUuid} />}
    </SignerPage>
  );
}

function IdentityAnswer({ uuid }: { uuid: string }) {
  const { t } = useI18n();
  return (
    <ConditionGate
      uuid={uuid}
      location="identity"
      listPath={signerPath('conditions')}
      loadingLabel={t(m.conditionLoading)}
      answerableOnly
    >
      {(condition) => <IdForm uuid={uuid} condition={condition} />}
    </ConditionGate>
  );
}

function IdForm({ uuid, condition }: { uuid: string; condition: Condition }) {
  const answer = useAnswerIdentity(uuid, condition.uuid);
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
      {answer.isSuccess || !isAnswerable(condition) ? (
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
