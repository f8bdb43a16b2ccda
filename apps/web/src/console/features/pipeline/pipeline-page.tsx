import { statusesByStage } from '@heloc/domain';
import { WAITING_ON, type PipelineQuery, type PipelineRow } from '@heloc/domain/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { usePipeline } from './api/get-pipeline';
import { useStaffSelf } from '../../shared/api/get-staff-self';
import { useStaffMembers } from '../../shared/api/list-staff-members';
import { useOrgName, useStaffOrganisations } from '../../shared/api/list-staff-organisations';
import { durationSince, statusLabel, WAITING_ON_LABELS } from '../../shared/console-labels';
import { consoleFilePath } from '../../shared/console-paths';
import { pipelineQueryOf, searchOfPipelineQuery, type PipelineSort } from './pipeline-query';
import { WaitingOnBadge } from '../../shared/waiting-on-badge';
import { useConsoleTitle } from '../../shared/use-console-title';
import { TableRegion } from '../../shared/table-region';
import { useConsoleLive } from '../../shared/live/use-console-live';
import { changedSinceSeen } from '../../shared/live/seen-files';
import { NewMark } from '../../shared/live/new-mark';

// The statuses grouped by stage, in the order a file goes through them (the domain's staff/status-names.ts).
const STATUS_GROUPS = statusesByStage().map((group) => ({
  label: group.name,
  options: group.statuses.map((status) => ({ value: status, label: statusLabel(status) })),
}));
const WAITING_ON_OPTIONS = WAITING_ON.map((value) => ({ value, label: WAITING_ON_LABELS[value] }));

/**
 * /console: every application of the member's organisations (docs/product/operations-console.md §3): what each
 * waits on and what comes next, searched, filtered, sorted and paged on the server, the state kept in the URL.
 */
export function PipelinePage() {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => pipelineQueryOf(search), [search]);
  const pipeline = usePipeline(query);
  const self = useStaffSelf().data;
  const members = useStaffMembers().data ?? [];
  const [now] = useState(() => new Date());
  useConsoleTitle('Pipeline');
  useConsoleLive(self?.uuid);
  // Read again with every answer (a live change reads the pipeline again): the files changed since last opened.
  const changed = useMemo(() => (self ? changedSinceSeen(self.uuid) : new Set<string>()), [self, pipeline.data]);

  const update = (change: Partial<PipelineQuery>) =>
    setSearch(searchOfPipelineQuery({ ...query, page: 1, ...change }), { preventScrollReset: true });

  const orgs = useStaffOrganisations().data ?? [];
  const assigneeOptions = [
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Unassigned' },
    ...members.filter((m) => m.uuid !== self?.uuid).map((m) => ({ value: m.uuid, label: m.name })),
  ];

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    update({ q: typeof q === 'string' ? q.trim() || undefined : undefined });
  };

  const data = pipeline.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  return (
    <section className="stack" aria-labelledby="pipeline-title">
      <h1 id="pipeline-title">Pipeline</h1>
      <form role="search" aria-label="Applications" className="console-filters" onSubmit={onSearch}>
        <TextField
          key={query.q ?? ''}
          label="Search"
          name="q"
          type="search"
          hint="Name, e-mail or loan number"
          defaultValue={query.q ?? ''}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <div className="console-filters" role="group" aria-label="Filters">
        <SelectField
          label="Status"
          placeholder="Any status"
          options={[]}
          groups={STATUS_GROUPS}
          value={query.status ?? ''}
          onChange={(e) => update({ status: (e.target.value || undefined) as PipelineQuery['status'] })}
        />
        <SelectField
          label="Waiting on"
          placeholder="Anyone"
          options={WAITING_ON_OPTIONS}
          value={query.waitingOn ?? ''}
          onChange={(e) => update({ waitingOn: (e.target.value || undefined) as PipelineQuery['waitingOn'] })}
        />
        <SelectField
          label="Organisation"
          placeholder="Every organisation"
          options={orgs.map((org) => ({ value: org.orgCode, label: org.displayName }))}
          value={query.orgCode ?? ''}
          onChange={(e) => update({ orgCode: e.target.value || undefined })}
        />
        <SelectField
          label="Assignee"
          placeholder="Anyone"
          options={assigneeOptions}
          value={query.assignee ?? ''}
          onChange={(e) => update({ assignee: e.target.value || undefined })}
        />
      </div>

      {pipeline.error && <Alert variant="error">{englishErrorOf(pipeline.error)}</Alert>}
      {!data && pipeline.isPending && <Spinner label="Loading the applications" size="lg" />}
      {data && (
        <>
          <TableRegion label="Applications table">
            <table className="console-table" aria-busy={pipeline.isFetching || undefined}>
              <caption>
                {data.total === 0 ? 'No applications match.' : `Applications ${first}–${last} of ${data.total}`}
              </caption>
              <thead>
                <tr>
                  <SortableHeader label="Borrower" sort="name" query={query} onSort={update} />
                  <th scope="col">Loan number</th>
                  <th scope="col">Organisation</th>
                  <SortableHeader label="Status" sort="status" query={query} onSort={update} />
                  <SortableHeader label="Time in status" sort="age" query={query} onSort={update} />
                  <th scope="col">Waiting on</th>
                  <th scope="col">Next action</th>
                  <th scope="col">Assignee</th>
                  <th scope="col">Open conditions</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <PipelineTableRow key={row.uuid} row={row} now={now} isNew={changed.has(row.uuid)} />
                ))}
              </tbody>
            </table>
          </TableRegion>
          {pages > 1 && (
            <nav className="console-pager" aria-label="Pages">
              <Button variant="secondary" disabled={data.page <= 1} onClick={() => update({ page: data.page - 1 })}>
                Previous page
              </Button>
              <span>
                Page {data.page} of {pages}
              </span>
              <Button variant="secondary" disabled={data.page >= pages} onClick={() => update({ page: data.page + 1 })}>
                Next page
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function SortableHeader({
  label,
  sort,
  query,
  onSort,
}: {
  label: string;
  sort: PipelineSort;
  query: PipelineQuery;
  onSort: (change: Partial<PipelineQuery>) => void;
}) {
  const isActive = query.sort === sort;
  const ariaSort = isActive ? (query.order === 'asc' ? 'ascending' : 'descending') : 'none';
  const nextOrder = isActive && query.order === 'desc' ? 'asc' : isActive ? 'desc' : sort === 'age' ? 'desc' : 'asc';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" onClick={() => onSort({ sort, order: nextOrder })}>
        {label}
        <span aria-hidden="true">{isActive ? (query.order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

function PipelineTableRow({ row, now, isNew }: { row: PipelineRow; now: Date; isNew: boolean }) {
  const orgName = useOrgName();
  return (
    <tr>
      <th scope="row">
        <Link to={consoleFilePath(row.uuid)}>{row.borrowerName}</Link>
        {isNew && <NewMark />}
        {row.email && <div className="card__meta">{row.email}</div>}
      </th>
      <td>{row.loanNumber ?? '—'}</td>
      <td>{orgName(row.orgCode)}</td>
      <td>{statusLabel(row.checklistStatus)}</td>
      <td>{durationSince(row.statusSince, now)}</td>
      <td>
        <WaitingOnBadge waitingOn={row.waitingOn} />
      </td>
      <td>{row.nextAction}</td>
      <td>{row.assignee?.name ?? 'Unassigned'}</td>
      <td>{row.openConditions}</td>
    </tr>
  );
}
