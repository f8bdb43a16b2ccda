import { useParams } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { ConditionList } from '../../shared/conditions/condition-list';
import { Alert } from '../../ui/alert';
import { applicantConditionsArea } from './applicant-conditions-area';
import { CONDITIONS_TITLE_ID, ConditionsLead, ConditionsSection, ConditionsTitle } from './conditions-intro';
import { applicantConditionsMessages as m } from './applicant-conditions.messages';

/**
 * /{uuid}/conditions: what the lender still needs from the applicant (docs/product/application-area.md §4.1), in the
 * applicant's words: the list's heading and lead, and once everything is accepted, that the application continues.
 */
export function ConditionsPage() {
  const { uuid = '' } = useParams();
  const { t } = useI18n();
  return (
    <ConditionsSection titleId={CONDITIONS_TITLE_ID}>
      <ConditionList
        area={applicantConditionsArea(uuid)}
        heading={<ConditionsTitle />}
        lead={<ConditionsLead />}
        nothingNeeded={
          <Alert variant="success" title={t(m.nothingTitle)}>
            <p>{t(m.nothingBody)}</p>
          </Alert>
        }
        loadingLabel={t(m.loadingList)}
      />
    </ConditionsSection>
  );
}
