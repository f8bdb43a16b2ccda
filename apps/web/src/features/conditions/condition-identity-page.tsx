import { useParams } from 'react-router';
import { CONDITION_ANSWER_TITLE_ID } from '../../shared/conditions/condition-answer-head';
import { ConditionIdentityScreen } from '../../shared/conditions/condition-identity-screen';
import { applicantConditionsArea } from './applicant-conditions-area';
import { ConditionsSection } from './conditions-intro';

/** /{uuid}/conditions/identity: a new photo of the applicant's ID. */
export function ConditionIdentityPage() {
  const { uuid = '' } = useParams();
  return (
    <ConditionsSection titleId={CONDITION_ANSWER_TITLE_ID}>
      <ConditionIdentityScreen area={applicantConditionsArea(uuid)} />
    </ConditionsSection>
  );
}
