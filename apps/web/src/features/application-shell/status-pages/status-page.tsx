import { useMatches, useParams } from 'react-router';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { type CheckOptions, useStatusCheck } from '../../../shared/application-status/use-status-check';
import { WaitNotice } from '../../../shared/application-status/wait-notice';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useRequestAnotherValuation } from '../api/request-another-valuation';
import { isScreenKey, screenCopyFor } from './screen-copy';
import { statusPageMessages as m } from './screen-copy.messages';

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
  const { t } = useI18n();
  if (!screen || !isScreenKey(screen)) throw new Error(`No status page for screen ${screen ?? '(none)'}`);
  const copy = screenCopyFor(screen, status?.checklistStatus);

  return (
    <section className="page stack application-status-page" aria-labelledby="screen-title" data-screen={screen}>
      <h1 id="screen-title">{t(copy.title)}</h1>
      <h2>{t(m.whatIsHappening)}</h2>
      <p>{t(copy.happening)}</p>
      {status && (
        <WaitNotice
          checklistStatus={status.checklistStatus}
          since={status.statusSince}
          propertyState={status.propertyState}
        />
      )}
      <h2>{t(m.whatYouCanDo)}</h2>
      <p>{t(copy.canDo)}</p>
      {status?.checklistStatus === 'HOLD_FOR_APPRAISAL_REVIEW' && <AnotherVisit uuid={uuid} onAsked={check.check} />}
      <SupportContact />
      <StatusCheckPanel check={check} unchangedMessage={t(m.stillAtStep)} />
    </section>
  );
}

/** HOLD_FOR_APPRAISAL_REVIEW: the applicant's own way on, another visit of the broker (docs/product/operations-console.md §5). */
function AnotherVisit({ uuid, onAsked }: { uuid: string; onAsked: (options?: CheckOptions) => Promise<unknown> }) {
  const visit = useRequestAnotherValuation(uuid);
  const { t, localize } = useI18n();
  return (
    <div className="stack">
      {visit.error && <Alert variant="error">{localize(errorMessageOf(visit.error))}</Alert>}
      <div className="row">
        <Button
          isLoading={visit.isPending}
          loadingLabel={t(m.askingBroker)}
          onClick={() =>
            visit.mutate(undefined, {
              onSuccess: () => void onAsked({ previousStatus: 'HOLD_FOR_APPRAISAL_REVIEW' }),
            })
          }
        >
          {t(m.askBroker)}
        </Button>
      </div>
    </div>
  );
}
