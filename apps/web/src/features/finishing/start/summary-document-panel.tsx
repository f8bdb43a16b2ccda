import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { applicationStatusQueryOptions } from '../../../shared/application-status/api/get-status';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { isAbort, pollStatus } from '../../../shared/application-status/poll-status';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { useDocumentUrl } from '../../../shared/application-summary/api/get-summary-document';

type Phase = 'preparing' | 'waiting' | 'error';

const SUMMARY_FILE_NAME = 'application-summary.pdf';

/**
 * After Submit: GEN_SUMMARY_DISCLOSURE prepares the application summary PDF. While it has none, the status is
 * re-checked with the polling policy (docs/product/registration-and-routing.md §4: a status other than processing re-polls up to 7 times until it
 * changes), then the summary is read again; once the PDF exists it opens from here, and Continue routes on.
 */
export function SummaryDocumentPanel({ uuid, documentUuid }: { uuid: string; documentUuid: string | null }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<Phase>('preparing');
  const [round, setRound] = useState(0);
  const next = useStatusCheck(uuid);

  useEffect(() => {
    if (documentUuid) return undefined;
    const controller = new AbortController();
    setPhase('preparing');
    pollStatus({
      fetchStatus: () => queryClient.fetchQuery({ ...applicationStatusQueryOptions(uuid), staleTime: 0 }),
      previousStatus: 'GEN_SUMMARY_DISCLOSURE',
      currentPath: pathname,
      signal: controller.signal,
    })
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: applicationKeys.summary(uuid) });
        if (!controller.signal.aborted) setPhase('waiting');
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) setPhase('error');
      });
    return () => controller.abort();
  }, [documentUuid, pathname, queryClient, round, uuid]);

  if (!documentUuid) {
    return (
      <section className="stack summary-document" aria-labelledby="summary-document-title">
        <h2 id="summary-document-title">Your application summary</h2>
        {phase === 'preparing' ? (
          <div className="row" aria-live="polite">
            <Spinner label="Preparing" />
            <p>We are preparing your application summary. This usually takes a few seconds.</p>
          </div>
        ) : (
          <>
            <Alert variant={phase === 'error' ? 'error' : 'info'}>
              {phase === 'error'
                ? 'We could not check on your application summary just now.'
                : 'Your application summary is taking longer than usual to prepare. It will appear here when it is ready.'}
            </Alert>
            <Button onClick={() => setRound((r) => r + 1)}>Check again</Button>
          </>
        )}
      </section>
    );
  }
  return (
    <section className="stack summary-document" aria-labelledby="summary-document-title">
      <h2 id="summary-document-title">Your application summary</h2>
      <p>
        Your application summary is ready. It lists what you told us, the offer you chose and your consent to electronic
        records. Keep a copy for your records.
      </p>
      <DocumentLink uuid={uuid} documentUuid={documentUuid} />
      <h2>What happens next</h2>
      <p>
        Next, you verify your income: link your payroll or bank account, or upload documents such as paystubs. It
        usually takes a few minutes.
      </p>
      {next.phase === 'error' && <Alert variant="error">{next.error}</Alert>}
      <div className="row">
        <Button onClick={() => void next.check()} isLoading={next.phase === 'checking'} loadingLabel="Checking status">
          Continue to verify your income
        </Button>
      </div>
    </section>
  );
}

function DocumentLink({ uuid, documentUuid }: { uuid: string; documentUuid: string }) {
  const { url, error } = useDocumentUrl(uuid, documentUuid);
  if (error) return <Alert variant="error">{errorMessageOf(error)}</Alert>;
  if (!url) return <Spinner label="Loading your application summary" />;
  return (
    <p>
      {/* A blob of the authorised download: the browser saves it under this name and offers to open it. */}
      <a href={url} download={SUMMARY_FILE_NAME} target="_blank" rel="noopener" className="summary-document__link">
        Download your application summary (PDF)
      </a>
    </p>
  );
}
