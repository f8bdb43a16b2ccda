import { useI18n } from '../../lib/i18n';
import { ConditionList } from '../../shared/conditions/condition-list';
import { SignerPage } from './signer-page';
import { signerConditionsArea } from './signer-conditions-area';
import { signerMessages as m } from './signer.messages';

const TITLE_ID = 'signer-conditions-title';

/**
 * /heloc-signer/conditions: what the lender still needs (docs/product/application-area.md §2.2, §4.1), the applicant's
 * list with the signer's heading, and a way to answer only what a signer may answer.
 */
export function SignerConditionsPage() {
  const { t } = useI18n();
  return (
    <SignerPage titleId={TITLE_ID}>
      {(application) => (
        <ConditionList
          area={signerConditionsArea(application.applicationUuid)}
          heading={<h1 id={TITLE_ID}>{t(m.conditionsTitle)}</h1>}
          nothingNeeded={<p className="page__lead">{t(m.conditionsNone)}</p>}
          loadingLabel={t(m.conditionsLoading)}
        />
      )}
    </SignerPage>
  );
}
