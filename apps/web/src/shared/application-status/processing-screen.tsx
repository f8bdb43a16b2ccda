import { useI18n } from '../../lib/i18n';
import { Spinner } from '../../ui/spinner';
import { applicationStatusMessages as m } from './application-status.messages';
import { processingMessageFor } from './processing-copy';

export interface ProcessingScreenProps {
  /** The checklist status being waited on, if one was fetched yet. */
  checklistStatus?: string | undefined;
}

/** Shown while the application is in a processing status: says what is happening and that we move on by ourselves. */
export function ProcessingScreen({ checklistStatus }: ProcessingScreenProps) {
  const { t } = useI18n();
  return (
    <section className="page page--narrow stack application-processing" aria-labelledby="processing-title">
      <h1 id="processing-title">{t(m.processingTitle)}</h1>
      <div className="row application-processing__now" aria-live="polite">
        <Spinner label={t(m.processingSpinner)} size="lg" />
        <p>{t(processingMessageFor(checklistStatus))}</p>
      </div>
      <p className="page__lead">{t(m.processingLead)}</p>
    </section>
  );
}
