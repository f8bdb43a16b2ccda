import type { MessageDescriptor } from 'react-intl';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { buttonClassName } from '../../../ui/button';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { applicationPath } from '../../../shared/application-status/destination';
import { useApplicationSummary } from '../../../shared/application-summary/api/get-application-summary';
import { useI18n } from '../../../lib/i18n';
import { SummaryLoadState } from './details-states';
import { EsignConsentForm } from './esign-consent-form';
import { SummaryDocumentPanel } from './summary-document-panel';
import { startMessages as m } from './start.messages';
import { type SectionEdits, SummarySections } from './summary-sections';
import './start.css';

/** Which screen changes each section at this status (ours: details may change until the application is submitted). */
const editsAt = (status: string | undefined, submitted: boolean): SectionEdits => ({
  contact:
    !submitted && ['COLLECT_ADDITIONAL_INFO', 'HMDA', 'APP_SUBMISSION'].includes(status ?? '') ? 'start/contact' : null,
  hmda: !submitted && ['HMDA', 'APP_SUBMISSION'].includes(status ?? '') ? 'start/hmda' : null,
  // Offers can be chosen only at offer selection (docs/product/registration-and-routing.md §4); a confirmed offer is locked.
  offer: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'].includes(status ?? '') ? 'product/select' : null,
});

/** The step still to do before Submit, when the applicant arrives here early. */
const EARLIER_STEP: Readonly<Record<string, { to: string; label: MessageDescriptor }>> = {
  COLLECT_ADDITIONAL_INFO: { to: 'start/contact', label: m.earlierContact },
  HMDA: { to: 'start/hmda', label: m.earlierHmda },
};

/**
 * /{uuid}/start/app-summary (APP_SUBMISSION, GEN_SUMMARY_DISCLOSURE): everything the applicant told us and chose,
 * each with its edit link; the E-SIGN consent and Submit; then the application summary PDF.
 */
export function AppSummaryPage() {
  const { uuid = '' } = useParams();
  const summary = useApplicationSummary(uuid);
  const { data: status } = useApplicationStatus(uuid);
  const { t } = useI18n();
  if (!summary.data) return <SummaryLoadState title={t(m.summaryTitle)} query={summary} />;
  const { submitted } = summary.data;
  const checklistStatus = status?.checklistStatus;
  const earlier = !submitted && checklistStatus ? EARLIER_STEP[checklistStatus] : undefined;

  return (
    <section className="page stack app-summary" aria-labelledby="app-summary-title">
      <h1 id="app-summary-title">{submitted ? t(m.submittedTitle) : t(m.summaryTitle)}</h1>
      <p className="page__lead">{submitted ? t(m.submittedLead) : t(m.summaryLead)}</p>
      {submitted && <SummaryDocumentPanel uuid={uuid} documentUuid={summary.data.summaryDocumentUuid} />}
      <SummarySections uuid={uuid} summary={summary.data} edits={editsAt(checklistStatus, submitted)} />
      {!submitted && earlier && (
        <Alert variant="info" title={t(m.oneMoreStep)}>
          <Link to={applicationPath(uuid, earlier.to)} className={buttonClassName('primary')}>
            {t(earlier.label)}
          </Link>
        </Alert>
      )}
      {!submitted && checklistStatus === 'APP_SUBMISSION' && (
        <EsignConsentForm uuid={uuid} onSubmitted={() => void summary.refetch()} />
      )}
    </section>
  );
}
