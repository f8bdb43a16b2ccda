import { useState } from 'react';
import { Link } from 'react-router';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { useAssignFile } from './api/assign-file';
import { useStaffMembers } from '../../shared/api/list-staff-members';
import { useOrgName } from '../../shared/api/list-staff-organisations';
import { formatDateTime, statusLabel, WAITING_ON_PHRASES } from '../../shared/console-labels';
import { consoleSessionPath } from '../../shared/console-paths';
import { WaitingOnBadge } from '../../shared/waiting-on-badge';
import type { FileSectionProps } from './file-context';

/** The file's promise first (docs/product/operations-console.md): what it waits on, and who must act next. */
export function FileHeader({ file, self, can }: FileSectionProps) {
  const orgName = useOrgName();
  return (
    <header className="console-file__header stack">
      <h1 id="file-title">{file.borrower.name}</h1>
      <p>
        <strong>Status:</strong> {statusLabel(file.checklistStatus)} since {formatDateTime(file.statusSince)}
        {file.loanNumber && (
          <>
            {' · '}
            <strong>Loan number:</strong> {file.loanNumber}
          </>
        )}
        {' · '}
        <strong>Organisation:</strong> {orgName(file.orgCode)}
      </p>
      <p className="console-file__waiting">
        <WaitingOnBadge waitingOn={file.waitingOn} /> <strong>Waiting on: {WAITING_ON_PHRASES[file.waitingOn]}</strong>{' '}
        — {file.nextAction}
      </p>
      <p>
        <strong>Assignee:</strong> {file.assignee?.name ?? 'Unassigned'}
      </p>
      {file.sessionLink && <SessionTrailLink link={file.sessionLink} />}
      {can('FILE_ASSIGN') && <AssigneeControl file={file} self={self} can={can} />}
    </header>
  );
}

function AssigneeControl({ file, self }: FileSectionProps) {
  const members = useStaffMembers().data ?? [];
  const assign = useAssignFile(file.uuid);
  const current = file.assignee?.uuid ?? '';
  const [choice, setChoice] = useState(current);
  const eligible = members.filter((m) => m.state === 'ACTIVE' && m.orgCodes.includes(file.orgCode));
  const options = [{ value: '', label: 'Unassigned' }, ...eligible.map((m) => ({ value: m.uuid, label: m.name }))];
  if (current && !options.some((o) => o.value === current))
    options.push({ value: current, label: file.assignee?.name ?? current });
  return (
    <div className="stack">
      {assign.error && <Alert variant="error">{englishErrorOf(assign.error)}</Alert>}
      <div className="console-actions">
        <SelectField label="Assign to" options={options} value={choice} onChange={(e) => setChoice(e.target.value)} />
        <Button
          variant="secondary"
          isLoading={assign.isPending}
          loadingLabel="Saving"
          disabled={choice === current}
          onClick={() => assign.mutate(choice || null)}
        >
          Save assignee
        </Button>
        {current !== self.uuid && (
          <Button
            variant="secondary"
            disabled={assign.isPending}
            onClick={() => assign.mutate(self.uuid, { onSuccess: () => setChoice(self.uuid) })}
          >
            Assign to me
          </Button>
        )}
      </div>
    </div>
  );
}

const TRAIL_PATH = /\/console\/sessions\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The borrower's session replay (docs/product/operations-console.md §9): the trail of the visit that registered the
 * application, opened within the console (the link the web recorded names this console's own screen).
 */
function SessionTrailLink({ link }: { link: string }) {
  const sessionKey = TRAIL_PATH.exec(link.split(/[?#]/)[0] ?? '')?.[1];
  return (
    <p>
      {sessionKey ? (
        <Link to={consoleSessionPath(sessionKey)}>Session trail</Link>
      ) : (
        <a href={link} rel="noopener noreferrer" target="_blank">
          Session trail (opens in a new tab)
        </a>
      )}
    </p>
  );
}
