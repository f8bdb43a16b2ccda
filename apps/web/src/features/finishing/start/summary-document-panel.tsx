import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { applicationStatusQueryOptions } from '../../../shared/application-status/api/get-status';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { isAbort, pollStatus } from '../../../shared/application-status/poll-status';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { useDocumentUrl } from '../../../shared/application-summary/api/get-summary-document';
import { startMessages as m } from './start.messages';

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
  const { t, localize } = useI18n();

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
        <h2 id="summary-document-title">{t(m.documentTitle)}</h2>
        {phase === 'preparing' ? (
          <div className="row" aria-live="polite">
            <Spinner label={t(m.preparing)} />
            <p>{t(m.preparingText)}</p>
          </div>
        ) : (
          <>
            <Alert variant={phase === 'error' ? 'error' : 'info'}>
              {phase === 'error' ? t(m.documentCheckFailed) : t(m.documentSlow)}
            </Alert>
            <Button onClick={() => setRound((r) => r + 1)}>{t(m.checkAgain)}</Button>
          </>
        )}
      </section>
    );
  }
  return (
    <section className="stack summary-document" aria-labelledby="summary-document-title">
      <h2 id="summary-document-title">{t(m.documentTitle)}</h2>
      <p>{t(m.documentReady)}</p>
      <DocumentLink uuid={uuid} documentUuid={documentUuid} />
      <h2>{t(m.whatHappensNext)}</h2>
      <p>{t(m.nextIncome)}</p>
      {next.phase === 'error' && <Alert variant="error">{localize(next.error ?? '')}</Alert>}
      <div className="row">
        <Button
          onClick={() => void next.check()}
          isLoading={next.phase === 'checking'}
          loadingLabel={t(m.checkingStatus)}
        >
          {t(m.continueToIncome)}
        </Button>
      </div>
    </section>
  );
}

function DocumentLink({ uuid, documentUuid }: { uuid: string; documentUuid: string }) {
  const { url, error } = useDocumentUrl(uuid, documentUuid);
  const { t, localize } = useI18n();
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!url) return <Spinner label={t(m.loadingDocument)} />;
  return (
    <p>
      {/* A blob of the authorised download: the browser saves it under this name and offers to open it. */}
      <a href={url} download={SUMMARY_FILE_NAME} target="_blank" rel="noopener" className="summary-document__link">
        {t(m.downloadDocument)}
      </a>
    </p>
  );
}
