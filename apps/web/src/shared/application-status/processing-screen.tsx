import { Spinner } from '../../ui/spinner';
import { processingMessageFor } from './processing-copy';

export interface ProcessingScreenProps {
  /** The checklist status being waited on, if one was fetched yet. */
  checklistStatus?: string | undefined;
}

/** Shown while the application is in a processing status: says what is happening and that we move on by ourselves. */
export function ProcessingScreen({ checklistStatus }: ProcessingScreenProps) {
  return (
    <section className="page page--narrow stack application-processing" aria-labelledby="processing-title">
      <h1 id="processing-title">Processing your application</h1>
      <div className="row application-processing__now" aria-live="polite">
        <Spinner label="Processing" size="lg" />
        <p>{processingMessageFor(checklistStatus)}</p>
      </div>
      <p className="page__lead">
        This usually takes less than a minute. Keep this page open: we will take you to the next step as soon as it is
        ready.
      </p>
    </section>
  );
}
