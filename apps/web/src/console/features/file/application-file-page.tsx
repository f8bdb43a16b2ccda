import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useApplicationFile } from './api/get-application-file';
import { mayDo, useStaffSelf } from '../../shared/api/get-staff-self';
import { CONSOLE_PATH } from '../../shared/console-paths';
import { AuditSection } from './audit-section';
import { ChatsSection } from './chats-section';
import { ConditionsSection } from './conditions-section';
import { DocumentsSection } from './documents-section';
import { FileActionsSection } from './file-actions-section';
import { FileHeader } from './file-header';
import { NotesSection } from './notes-section';
import { ReviewsSection } from './reviews-section';
import { SummarySection } from './summary-section';
import { TimelineSection } from './timeline-section';
import { useConsoleTitle } from '../../shared/use-console-title';
import { useConsoleLive } from '../../shared/live/use-console-live';
import { lastSeenOf, markSeen } from '../../shared/live/seen-files';

/**
 * When the member last looked at this file before opening it now (docs/product/operations-console.md §10): what
 * arrived after it is marked new while the file stays open. Opening the file, and leaving it, count as looking.
 */
const useLastSeen = (memberUuid: string | undefined, fileUuid: string): string | undefined => {
  const key = `${memberUuid ?? ''} ${fileUuid}`;
  // Read once per file and member, before this visit marks it seen (an effect run twice must not read its own mark).
  const before = useRef<{ key: string; at: string | undefined } | undefined>(undefined);
  if (memberUuid && before.current?.key !== key) before.current = { key, at: lastSeenOf(memberUuid, fileUuid) };
  useEffect(() => {
    if (!memberUuid) return undefined;
    markSeen(memberUuid, fileUuid, new Date());
    return () => markSeen(memberUuid, fileUuid, new Date());
  }, [memberUuid, fileUuid]);
  return before.current?.key === key ? before.current.at : undefined;
};

const SECTIONS = [
  ['file-summary', 'Summary'],
  ['file-timeline', 'Timeline'],
  ['file-documents', 'Documents'],
  ['file-conditions', 'Conditions'],
  ['file-reviews', 'Reviews'],
  ['file-actions', 'Decisions'],
  ['file-notes', 'Internal notes'],
  ['file-chats', 'Chats'],
  ['file-audit', 'Audit trail'],
] as const;

/**
 * /console/applications/:uuid: one application's file (docs/product/operations-console.md §4): what it waits on and
 * who acts next at the top, then each section; every act is shown only to a member whose roles allow it.
 */
export function ApplicationFilePage() {
  const { uuid = '' } = useParams();
  const file = useApplicationFile(uuid);
  const self = useStaffSelf().data;
  useConsoleTitle(file.data?.borrower.name ?? (file.error ? 'Application file' : undefined));
  useConsoleLive(self?.uuid);
  const lastSeen = useLastSeen(self?.uuid, uuid);

  if (file.error) {
    const notFound = file.error instanceof ApiError && file.error.status === 404;
    return (
      <section className="stack" aria-labelledby="file-error-title">
        <h1 id="file-error-title">{notFound ? 'Application not found' : 'The file could not be loaded'}</h1>
        <Alert variant="error">
          {notFound ? 'No application of your organisations has this number.' : englishErrorOf(file.error)}
        </Alert>
        <Link to={CONSOLE_PATH}>Back to the pipeline</Link>
      </section>
    );
  }
  if (!file.data || !self) return <Spinner label="Loading the file" size="lg" />;

  const props = {
    file: file.data,
    self,
    can: (permission: Parameters<typeof mayDo>[1]) => mayDo(self, permission),
    lastSeen,
  };
  return (
    <article className="stack" aria-labelledby="file-title">
      <Link to={CONSOLE_PATH}>Back to the pipeline</Link>
      <FileHeader {...props} />
      <nav aria-label="Sections of the file">
        <ul className="console-file__nav">
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <SummarySection {...props} />
      <TimelineSection {...props} />
      <DocumentsSection {...props} />
      <ConditionsSection {...props} />
      <ReviewsSection {...props} />
      <FileActionsSection {...props} />
      <NotesSection {...props} />
      <ChatsSection {...props} />
      <AuditSection {...props} />
    </article>
  );
}
