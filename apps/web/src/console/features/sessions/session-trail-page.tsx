import type { ConsoleSessionEvent } from '@heloc/domain/contracts';
import { Link, useParams } from 'react-router';
import { ApiError, englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useSessionTrail } from './api/get-session-trail';
import { CONSOLE_PATH } from '../../shared/console-paths';
import { ConsoleTable } from '../../shared/console-table';
import { useConsoleTitle } from '../../shared/use-console-title';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** To the second: a visit's events are often seconds apart. */
const formatDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

const sizeText = (size: { width: number; height: number } | null) => (size ? `${size.width} × ${size.height}` : '—');

const propertiesText = (properties: ConsoleSessionEvent['properties']) =>
  Object.entries(properties)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');

/**
 * /console/sessions/:sessionKey: a borrower's session trail (docs/product/operations-console.md §9), the session
 * replay the application's link points to: when and where the visit began, then every page and event in order.
 */
export function SessionTrailPage() {
  const { sessionKey = '' } = useParams();
  const isKey = UUID.test(sessionKey);
  const trail = useSessionTrail(sessionKey, isKey);
  useConsoleTitle('Session trail');

  if (!isKey || trail.error) {
    const notFound = !isKey || (trail.error instanceof ApiError && [400, 404].includes(trail.error.status));
    return (
      <section className="stack" aria-labelledby="session-error-title">
        <h1 id="session-error-title">{notFound ? 'Session not found' : 'The session could not be loaded'}</h1>
        <Alert variant="error">
          {notFound ? 'No session of your organisations has this key.' : englishErrorOf(trail.error)}
        </Alert>
        <Link to={CONSOLE_PATH}>Back to the pipeline</Link>
      </section>
    );
  }
  if (!trail.data) return <Spinner label="Loading the session trail" size="lg" />;
  const session = trail.data;
  return (
    <section className="stack" aria-labelledby="session-title">
      <Link to={CONSOLE_PATH}>Back to the pipeline</Link>
      <h1 id="session-title">Session trail</h1>
      <dl className="console-facts">
        <dt>Started</dt>
        <dd>{formatDateTime(session.startedAt)}</dd>
        <dt>Organisation</dt>
        <dd>{session.orgCode}</dd>
        <dt>Platform</dt>
        <dd>{session.platform}</dd>
        <dt>Screen</dt>
        <dd>{sizeText(session.screen)}</dd>
        <dt>Window</dt>
        <dd>{sizeText(session.window)}</dd>
        <dt>Came from</dt>
        <dd>{session.referrer ?? 'No referrer'}</dd>
      </dl>
      <h2 id="session-events-title">Pages and events</h2>
      {session.events.length === 0 ? (
        <p>No events were recorded in this session.</p>
      ) : (
        <ConsoleTable
          label="Session events table"
          labelledBy="session-events-title"
          columns={['Time', 'Page', 'Event', 'Type', 'Details']}
        >
          {session.events.map((event, index) => (
            <tr key={`${event.at}-${index}`}>
              <td>{formatDateTime(event.at)}</td>
              <td>
                <code>{event.pagePath}</code>
              </td>
              <th scope="row">{event.event}</th>
              <td>{event.eventType}</td>
              <td>{propertiesText(event.properties) || '—'}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
