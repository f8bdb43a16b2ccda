import { ApplicationProgressBar } from '../../shared/progress/application-progress-bar';
import { ConditionsLoading } from './conditions-intro';

/** The conditions screen's path relative to /{uuid}/ (conditions/routes.ts). */
export const CONDITIONS_SCREEN = 'conditions';

/**
 * The conditions screen before its code and the conditions have loaded: the progress bar at its step, the heading and
 * lead, the list loading. The build renders it into the page the server sends for /{uuid}/conditions
 * (app/first-screen/prerender.tsx), as it does the offers screen's (docs/decisions.md "Performance of the pages").
 * An applicant whose conditions have all cleared sees the lead until the list arrives and says nothing more is needed.
 */
export function ConditionsPreview() {
  return (
    <div className="application-area">
      <ApplicationProgressBar screen={CONDITIONS_SCREEN} manualNotary={null} />
      <ConditionsLoading />
    </div>
  );
}
