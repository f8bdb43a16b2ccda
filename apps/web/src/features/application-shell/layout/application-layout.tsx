import { shouldRouteOnDecision } from '@heloc/domain';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { DASHBOARD_PATH } from '../../../lib/public-paths';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { applicationPath, destinationFor, relativeScreenPath } from '../../../shared/application-status/destination';
import { OpenConditionsLink } from '../../../shared/open-conditions/open-conditions-link';
import { ApplicationProgressBar } from '../../../shared/progress/application-progress-bar';
import { LeaveSurvey } from './leave-survey';
import '../application.css';

/**
 * The frame of /account/heloc/{uuid}/*: the application progress bar (docs/product/application-area.md §2.5) over the screen. It also follows
 * two status rules that hold on every screen: a missing application goes to the dashboard (docs/product/registration-and-routing.md §8) and an
 * underwriting DECLINE routes unless the user reads the disclosures (docs/product/registration-and-routing.md §4).
 */
export function ApplicationLayout() {
  const { uuid = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: status, error } = useApplicationStatus(uuid);
  const screen = relativeScreenPath(uuid, pathname);

  useEffect(() => {
    if (error instanceof ApiError && [400, 404].includes(error.status))
      void navigate(DASHBOARD_PATH, { replace: true });
  }, [error, navigate]);

  useEffect(() => {
    if (!status || !shouldRouteOnDecision(status.uwDecision, pathname)) return;
    const target = destinationFor(status, status.checklistStatus, pathname);
    const targetPath = applicationPath(uuid, target.path);
    // The root routes by itself; elsewhere only move when the decision points to another screen.
    if (screen !== '' && targetPath !== pathname.replace(/\/+$/, '')) void navigate(targetPath, { replace: true });
  }, [status, pathname, screen, uuid, navigate]);

  return (
    <div className="application-area">
      {status && <ApplicationProgressBar screen={screen} manualNotary={status.manualNotary} />}
      {status && <OpenConditionsLink />}
      <Outlet />
      <LeaveSurvey uuid={uuid} screen={screen} />
    </div>
  );
}
