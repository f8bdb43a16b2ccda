import type { Condition } from '@heloc/domain/contracts';
import { errorMessageOf } from '../../lib/api-error';
import { isFlagOn } from '../../lib/flags';
import { useI18n } from '../../lib/i18n';
import { useFlags } from '../../lib/use-flags';
import { Alert } from '../../ui/alert';
import { IdentityForm } from '../identity-check/identity-form';
import { useAnswerIdentity } from './api/answer-identity';
import { ConditionAnswerHead } from './condition-answer-head';
import { ConditionGate } from './condition-gate';
import { ConditionOutcome } from './condition-outcome';
import type { ConditionsArea } from './conditions-area';
import { conditionsMessages as m } from './conditions.messages';
import { isAnswerable } from './use-condition-at';
import '../identity-check/identity.css';
import './conditions.css';

/**
 * conditions/identity: ID re-verification or re-upload (docs/product/application-area.md §4.1), with the identity
 * screen's form (shared/identity-check), for the applicant and for a signer alike.
 */
export function ConditionIdentityScreen({ area }: { area: ConditionsArea }) {
  return (
    <ConditionGate area={area} location="identity">
      {(condition, action) => (
        <IdentityAnswer
          area={area}
          condition={condition}
          kind={action.kind === 'REUPLOAD_ID' ? 'REUPLOAD_ID' : 'REVERIFY_ID'}
        />
      )}
    </ConditionGate>
  );
}

function IdentityAnswer({
  area,
  condition,
  kind,
}: {
  area: ConditionsArea;
  condition: Condition;
  kind: 'REVERIFY_ID' | 'REUPLOAD_ID';
}) {
  const flags = useFlags();
  const { t, localize } = useI18n();
  const answer = useAnswerIdentity(area.uuid, condition.uuid);
  return (
    <>
      <ConditionAnswerHead condition={condition} kind={kind} notAccepted={m.photoNotAccepted} />
      {isAnswerable(condition) ? (
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
        <ConditionOutcome area={area} condition={condition} />
      )}
    </>
  );
}
