import { useMatches, useParams } from 'react-router';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { StatusCheckPanel } from '../../../shared/application-status/status-check-panel';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
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
      <h2>What you can do now</h2>
      <p>{copy.canDo}</p>
      <SupportContact />
      <StatusCheckPanel check={check} unchangedMessage="Your application is still at this step." />
    </section>
  );
}
