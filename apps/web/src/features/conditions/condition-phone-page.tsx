import { useParams } from 'react-router';
import { CONDITION_ANSWER_TITLE_ID } from '../../shared/conditions/condition-answer-head';
import { ConditionPhoneScreen } from '../../shared/conditions/condition-phone-screen';
import { applicantConditionsArea } from './applicant-conditions-area';
import { ConditionsSection } from './conditions-intro';

/** /{uuid}/conditions/phone-number: the applicant's mobile number. */
export function ConditionPhonePage() {
  const { uuid = '' } = useParams();
  return (
    <ConditionsSection titleId={CONDITION_ANSWER_TITLE_ID}>
      <ConditionPhoneScreen area={applicantConditionsArea(uuid)} />
    </ConditionsSection>
  );
}
