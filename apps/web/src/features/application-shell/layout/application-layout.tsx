import { isProcessingStatus, shouldRouteOnDecision } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { FlagApplicationContext } from '../../../lib/flag-application';
import { DASHBOARD_PATH } from '../../../lib/public-paths';
import { redirectTarget } from '../../../lib/redirect';
import { useRecordExperiments } from '../../../lib/use-visit-tracking';
import { applicationQueryOptions, type OfferApplication } from '../../../shared/application-status/api/get-application';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { applicationPath, destinationFor, relativeScreenPath } from '../../../shared/application-status/destination';
import { ProcessingOverlay } from '../../../shared/application-status/processing-overlay';
import { useApplicationLoanOfficer } from '../../../shared/loan-officer/api/use-application-loan-officer';
import { LoanOfficerCard } from '../../../shared/loan-officer/loan-officer-card';
import { OpenConditionsLink } from '../../../shared/open-conditions/open-conditions-link';
import { ApplicationProgressBar } from '../../../shared/progress/application-progress-bar';
import { ApplicationProgressPanel } from '../../../shared/progress/application-progress-panel';
import { LeaveSurvey } from './leave-survey';
import { SideMenu } from './side-menu';
import '../application.css';
import './application-layout.css';

/**
 * The frame of /account/heloc/{uuid}/*: the application progress bar (docs/product/application-area.md §2.5) over the screen, the side
 * menu (§2.4) and the referring loan officer's card (docs/product/widgets-and-calculations.md §2) beside it. It also follows
 * two status rules that hold on every screen: a missing application goes to the dashboard (docs/product/registration-and-routing.md §8) and an
 * underwriting DECLINE routes unless the user reads the disclosures (docs/product/registration-and-routing.md §4).
 */
export function ApplicationLayout() {
  const { uuid = '' } = useParams();
  const { pathname } = useLocation();
  const { data: status, error } = useApplicationStatus(uuid);
  const screen = relativeScreenPath(uuid, pathname);
  // docs/product/application-area.md §7: the flags of the area's screens are asked with the application and its
  // creation date, from the application read the area makes anyway (the loan officer's card reads it too).
  const created = useQuery({ ...applicationQueryOptions(uuid), select: createdDateOf, enabled: Boolean(uuid) });
  const flagApplication = useMemo(
    () => ({ applicationUuid: uuid, createdAt: created.data, isPending: created.isPending }),
    [uuid, created.data, created.isPending],
  );
  return (
    <FlagApplicationContext.Provider value={flagApplication}>
      <ApplicationArea uuid={uuid} screen={screen} status={status} error={error} />
    </FlagApplicationContext.Provider>
  );
}

const createdDateOf = (application: OfferApplication) => application.auditFields?.createdDate;

function ApplicationArea({
  uuid,
  screen,
  status,
  error,
}: {
  uuid: string;
  screen: string;
  status: HelocStatus | undefined;
  error: unknown;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useRecordExperiments(uuid);
  const officer = useApplicationLoanOfficer(uuid);

  useEffect(() => {
    if (error instanceof ApiError && [400, 404].includes(error.status))
      void navigate(redirectTarget(DASHBOARD_PATH, search), { replace: true });
  }, [error, navigate, search]);

  useEffect(() => {
    if (!status || !shouldRouteOnDecision(status.uwDecision, pathname)) return;
    const target = destinationFor(status, status.checklistStatus, pathname);
    const targetPath = applicationPath(uuid, target.path);
    // The root routes by itself; elsewhere only move when the decision points to another screen.
    if (screen !== '' && targetPath !== pathname.replace(/\/+$/, ''))
      void navigate(redirectTarget(targetPath, search), { replace: true });
  }, [status, pathname, search, screen, uuid, navigate]);

  return (
    <>
      <div className="application-area">
        {status && <ApplicationProgressBar screen={screen} manualNotary={status.manualNotary} />}
        {status && <ApplicationProgressPanel uuid={uuid} checklistStatus={status.checklistStatus} />}
        {status && <OpenConditionsLink />}
        <div className={`application-frame${officer ? ' has-officer' : ''}`}>
          {/* docs/product/widgets-and-calculations.md §2: the referring loan officer, a side card on desktop, a top bar on phones. */}
          {officer && (
            <LoanOfficerCard
              className="application-frame__officer"
              originator={officer.originator}
              licensedStates={officer.licensedStates}
            />
          )}
          {status && (
            <div className="application-frame__menu">
              <SideMenu uuid={uuid} status={status} screen={screen} />
            </div>
          )}
          <div className="application-frame__main">
            <Outlet />
          </div>
        </div>
        <LeaveSurvey uuid={uuid} screen={screen} />
      </div>
      <ProcessingOverlay
        isWaiting={screen === '' && isProcessingStatus(status?.checklistStatus)}
        checklistStatus={status?.checklistStatus}
      />
    </>
  );
}
