import { LENDER_WAIT_TARGETS } from '@heloc/domain';
import type { MyWorkRow } from '@heloc/domain/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useStaffSelf } from '../../shared/api/get-staff-self';
import { useOrgName } from '../../shared/api/list-staff-organisations';
import { durationSince, statusLabel } from '../../shared/console-labels';
import { consoleFilePath } from '../../shared/console-paths';
import { useConsoleLive } from '../../shared/live/use-console-live';
import { TableRegion } from '../../shared/table-region';
import { useConsoleTitle } from '../../shared/use-console-title';
import { useMyWork } from './api/get-my-work';

/**
 * /console/my-work (docs/product/operations-console.md §11): the files waiting on the lender that are the member's, or
 * unassigned and of a kind their roles take, the longest-waiting first, each against its target; live as the pipeline.
 */
export function MyWorkPage() {
  const work = useMyWork();
  const self = useStaffSelf().data;
  const [now] = useState(() => new Date());
  useConsoleTitle('My work');
  useConsoleLive(self?.uuid);
  const rows = work.data?.rows;
  const overdue = rows?.filter((row) => row.overdue).length ?? 0;

  return (
    <section className="stack" aria-labelledby="my-work-title">
      <h1 id="my-work-title">My work</h1>
      {work.error && <Alert variant="error">{englishErrorOf(work.error)}</Alert>}
      {!rows && work.isPending && <Spinner label="Loading your work" size="lg" />}
      {rows && (
        <TableRegion label="My work table">
          <table className="console-table" aria-busy={work.isFetching || undefined}>
            <caption>
              {rows.length === 0
                ? 'Nothing waits on you now.'
                : `${rows.length} ${rows.length === 1 ? 'file waits' : 'files wait'} on you, ${overdue} overdue`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Borrower</th>
                <th scope="col">Organisation</th>
                <th scope="col">Waiting for</th>
                <th scope="col">Status</th>
                <th scope="col">Waited</th>
                <th scope="col">Target</th>
                <th scope="col">Next action</th>
                <th scope="col">Assignee</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <MyWorkTableRow key={row.uuid} row={row} now={now} />
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

function MyWorkTableRow({ row, now }: { row: MyWorkRow; now: Date }) {
  const orgName = useOrgName();
  return (
    <tr>
      <th scope="row">
        <Link to={consoleFilePath(row.uuid)}>{row.borrowerName}</Link>
        {row.loanNumber && <div className="card__meta">{row.loanNumber}</div>}
      </th>
      <td>{orgName(row.orgCode)}</td>
      <td>{LENDER_WAIT_TARGETS[row.kind].label}</td>
      <td>{statusLabel(row.checklistStatus)}</td>
      <td>
        {durationSince(row.waitingSince, now)}
        {row.overdue && <span className="console-badge console-badge--overdue">Overdue</span>}
      </td>
      <td>{row.targetHours} hours</td>
      <td>{row.nextAction}</td>
      <td>{row.assignee?.name ?? 'Unassigned'}</td>
    </tr>
  );
}
