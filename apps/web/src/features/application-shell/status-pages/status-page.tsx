import { useMatches, useParams } from 'react-router';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { type CheckOptions, useStatusCheck } from '../../../shared/application-status/use-status-check';
import { WaitNotice } from '../../../shared/application-status/wait-notice';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useRequestAnotherValuation } from '../api/request-another-valuation';
import { isScreenKey, screenCopyFor } from './screen-copy';

/** The route handle naming which screen a status page stands for (set by the route table). */
export interface ScreenHandle {
  screen: string;
}

const screenOfMatches = (matches: ReturnType<typeof useMatches>): string | undefined => {
  const handle = matches.at(-1)?.handle as Partial<ScreenHandle> | undefined;
  return handle?.screen;
};

/**
 * One page for every application screen not built yet: it says truthfully where the application stands, what the
 * applicant can do now and how to reach support, and re-reads the status on request so the applicant follows when
 * the application moves on.
 */
export function StatusPage() {
  const { uuid = '' } = useParams();
  const screen = screenOfMatches(useMatches());
  const { data: status } = useApplicationStatus(uuid);
  const check = useStatusCheck(uuid);
  if (!screen || !isScreenKey(screen)) throw new Error(`No status page for screen ${screen ?? '(none)'}`);
  const copy = screenCopyFor(screen, status?.checklistStatus);

  return (
    <section className="page stack application-status-page" aria-labelledby="screen-title" data-screen={screen}>
      <h1 id="screen-title">{copy.title}</h1>
      <h2>What is happening</h2>
      <p>{copy.happening}</p>
      {status && (
        <WaitNotice
          checklistStatus={status.checklistStatus}
          since={status.statusSince}
          propertyState={status.propertyState}
        />
      )}
      <h2>What you can do now</h2>
      <p>{copy.canDo}</p>
      {status?.checklistStatus === 'HOLD_FOR_APPRAISAL_REVIEW' && <AnotherVisit uuid={uuid} onAsked={check.check} />}
      <SupportContact />
      <StatusCheckPanel check={check} unchangedMessage="Your application is still at this step." />
    </section>
  );
}

/** HOLD_FOR_APPRAISAL_REVIEW: the applicant's own way on, another visit of the broker (docs/product/operations-console.md §5). */
function AnotherVisit({ uuid, onAsked }: { uuid: string; onAsked: (options?: CheckOptions) => Promise<unknown> }) {
  const visit = useRequestAnotherValuation(uuid);
  return (
    <div className="stack">
      {visit.error && <Alert variant="error">{errorMessageOf(visit.error)}</Alert>}
      <div className="row">
        <Button
          isLoading={visit.isPending}
          loadingLabel="Asking the broker"
          onClick={() =>
            visit.mutate(undefined, {
              onSuccess: () => void onAsked({ previousStatus: 'HOLD_FOR_APPRAISAL_REVIEW' }),
            })
          }
        >
          Ask the broker to visit again
        </Button>
      </div>
    </div>
  );
}
