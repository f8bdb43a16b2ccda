import { useParams } from 'react-router';
import { CONDITION_ANSWER_TITLE_ID } from '../../shared/conditions/condition-answer-head';
import { ConditionUploadScreen } from '../../shared/conditions/condition-upload-screen';
import { applicantConditionsArea } from './applicant-conditions-area';
import { ConditionsSection } from './conditions-intro';

/** /{uuid}/conditions/upload-document: the files answering one condition. */
export function ConditionUploadPage() {
  const { uuid = '' } = useParams();
  return (
    <ConditionsSection titleId={CONDITION_ANSWER_TITLE_ID}>
      <ConditionUploadScreen area={applicantConditionsArea(uuid)} />
    </ConditionsSection>
  );
}
