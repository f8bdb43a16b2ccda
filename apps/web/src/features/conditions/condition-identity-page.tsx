import type { Condition } from '@heloc/domain/contracts';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api-error';
import { isFlagOn } from '../../lib/flags';
import { useFlags } from '../../lib/use-flags';
import { Alert } from '../../ui/alert';
import { IdentityForm } from '../../shared/identity-check/identity-form';
import { applicationPath } from '../../shared/application-status/destination';
import { ConditionOutcome } from './condition-outcome';
import { ConditionStateBadge } from './condition-state-badge';
import { useAnswerIdentity } from '../../shared/conditions/api/answer-identity';
import { ConditionGate } from '../../shared/conditions/condition-gate';
import { isAnswerable } from '../../shared/conditions/use-condition-at';
import { ACTION_COPY } from './conditions-copy';
import '../../shared/identity-check/identity.css';
import { useI18n } from '../../lib/i18n';
import { conditionsMessages as m } from './conditions.messages';
import './conditions.css';

/** /{uuid}/conditions/identity: ID re-verification or re-upload (docs/product/application-area.md §4.1), with the identity screen's form. */
export function ConditionIdentityPage() {
  const { uuid = '' } = useParams();
  const { t } = useI18n();
  return (
    <ConditionGate
      uuid={uuid}
      location="identity"
      listPath={applicationPath(uuid, 'conditions')}
      loadingLabel={t(m.loadingRequest)}
      spinnerSize="lg"
    >
      {(condition, action) => (
        <IdentityAnswer
          uuid={uuid}
          condition={condition}
          kind={action.kind === 'REUPLOAD_ID' ? 'REUPLOAD_ID' : 'REVERIFY_ID'}
        />
      )}
    </ConditionGate>
  );
}

function IdentityAnswer({
  uuid,
  condition,
  kind,
}: {
  uuid: string;
  condition: Condition;
  kind: 'REVERIFY_ID' | 'REUPLOAD_ID';
}) {
  const flags = useFlags();
  const { t, localize } = useI18n();
  const answer = useAnswerIdentity(uuid, condition.uuid);
  const copy = ACTION_COPY[kind];
  const canAnswer = isAnswerable(condition);
  const reason = condition.state === 'REJECTED' ? condition.rejectionReason : null;

  return (
    <section className="page page--narrow stack conditions-page" aria-labelledby="condition-identity-title">
      <div className="condition-card__head">
        <h1 id="condition-identity-title">{t(copy.title)}</h1>
        <ConditionStateBadge condition={condition} />
      </div>
      <p className="page__lead">{condition.commentsToBorrower ?? t(copy.why)}</p>
      {reason && (
        <Alert variant="error" title={t(m.photoNotAccepted)}>
          <p>{localize(reason)}</p>
        </Alert>
      )}
      {canAnswer ? (
        <>
          <p>{t(m.sameId)}</p>
          {answer.error && <Alert variant="error">{localize(errorMessageOf(answer.error))}</Alert>}
          <IdentityForm
            backOfIdFlag={isFlagOn(flags, 'back-of-id')}
            isSending={answer.isPending}
            onSubmit={(submission) => answer.mutate(submission)}
          />
        </>
      ) : (
        <ConditionOutcome uuid={uuid} condition={condition} />
      )}
    </section>
  );
}
