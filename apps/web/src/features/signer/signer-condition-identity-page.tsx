import { CONDITION_ANSWER_TITLE_ID } from '../../shared/conditions/condition-answer-head';
import { ConditionIdentityScreen } from '../../shared/conditions/condition-identity-screen';
import { SignerPage } from './signer-page';
import { signerConditionsArea } from './signer-conditions-area';

/** /heloc-signer/conditions/identity: a new photo of the signer's ID. */
export function SignerConditionIdentityPage() {
  return (
    <SignerPage titleId={CONDITION_ANSWER_TITLE_ID}>
      {(application) => <ConditionIdentityScreen area={signerConditionsArea(application.applicationUuid)} />}
    </SignerPage>
  );
}
