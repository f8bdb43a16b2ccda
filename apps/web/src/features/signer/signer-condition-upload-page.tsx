import { CONDITION_ANSWER_TITLE_ID } from '../../shared/conditions/condition-answer-head';
import { ConditionUploadScreen } from '../../shared/conditions/condition-upload-screen';
import { SignerPage } from './signer-page';
import { signerConditionsArea } from './signer-conditions-area';

/** /heloc-signer/conditions/upload-document: the files answering one request, then Submit for review. */
export function SignerConditionUploadPage() {
  return (
    <SignerPage titleId={CONDITION_ANSWER_TITLE_ID}>
      {(application) => <ConditionUploadScreen area={signerConditionsArea(application.applicationUuid)} />}
    </SignerPage>
  );
}
