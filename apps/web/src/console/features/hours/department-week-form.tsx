import { checkOperatingWeek } from '@heloc/domain';
import type { BusinessHoursEntry, DEPARTMENTS } from '@heloc/domain/contracts';
import { type FormEvent, useState } from 'react';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { SubmitButton } from '../../../ui/submit-button';
import { useSetConsoleHours } from './api/set-console-hours';
import { ConsoleTable } from '../../shared/console-table';
import { DEPARTMENT_LABELS, dayLabel } from './hours-labels';

type Department = (typeof DEPARTMENTS)[number];

/** A day as the form holds it: a closed day keeps the times typed, so ticking it open again restores them. */
interface DayRow {
  weekday: string;
  weekdayValue: number;
  isOpen: boolean;
  startTime: string;
  endTime: string;
}

const rowsOf = (weekdays: readonly BusinessHoursEntry[]): DayRow[] =>
  weekdays.map((day) => ({
    weekday: day.weekday,
    weekdayValue: day.weekdayValue,
    isOpen: day.isOpen,
    startTime: day.startTime ?? '',
    endTime: day.endTime ?? '',
  }));

const entriesOf = (rows: readonly DayRow[]): BusinessHoursEntry[] =>
  rows.map((row) => ({
    weekday: row.weekday,
    weekdayValue: row.weekdayValue,
    isOpen: row.isOpen,
    startTime: row.isOpen && row.startTime ? row.startTime : null,
    endTime: row.isOpen && row.endTime ? row.endTime : null,
  }));

/**
 * One department's seven days (docs/product/chat.md §2): open or closed, the opening and closing times in Pacific
 * time, saved together. The domain's week check runs before sending, with the server's messages.
 */
export function DepartmentWeekForm({
  orgCode,
  department,
  weekdays,
}: {
  orgCode: string;
  department: Department;
  weekdays: readonly BusinessHoursEntry[];
}) {
  const [rows, setRows] = useState<DayRow[]>(() => rowsOf(weekdays));
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSetConsoleHours();
  const label = DEPARTMENT_LABELS[department];
  const titleId = `hours-${department}-title`;

  const change = (weekdayValue: number, patch: Partial<DayRow>) => {
    save.reset();
    setRows((current) => current.map((row) => (row.weekdayValue === weekdayValue ? { ...row, ...patch } : row)));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const entries = entriesOf(rows);
    const checked = checkOperatingWeek(entries);
    setProblems(checked.problems);
    if (checked.problems.length > 0) return;
    save.mutate({ orgCode, department, weekdays: entries });
  };

  return (
    <form className="stack console-section" noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
      <h2 id={titleId}>{label} hours</h2>
      <p>Times are Pacific time. A closing time of 12:00 AM means midnight.</p>
      {problems.length > 0 && (
        <Alert variant="error">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      {save.error && <Alert variant="error">{englishErrorOf(save.error)}</Alert>}
      {save.isSuccess && <Alert variant="success">Saved the {label.toLowerCase()} hours.</Alert>}
      <ConsoleTable
        label={`${label} hours table`}
        caption={`${label} hours by day`}
        columns={['Day', 'Open', 'Opens', 'Closes']}
      >
        {rows.map((row) => {
          const day = dayLabel(row.weekday);
          return (
            <tr key={row.weekdayValue}>
              <th scope="row">{day}</th>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${label}: open on ${day}`}
                  checked={row.isOpen}
                  onChange={(event) => change(row.weekdayValue, { isOpen: event.target.checked })}
                />
              </td>
              <td>
                <input
                  type="time"
                  className="ui-field__input"
                  aria-label={`${label}: ${day} opens`}
                  value={row.startTime}
                  disabled={!row.isOpen}
                  onChange={(event) => change(row.weekdayValue, { startTime: event.target.value })}
                />
              </td>
              <td>
                <input
                  type="time"
                  className="ui-field__input"
                  aria-label={`${label}: ${day} closes`}
                  value={row.endTime}
                  disabled={!row.isOpen}
                  onChange={(event) => change(row.weekdayValue, { endTime: event.target.value })}
                />
              </td>
            </tr>
          );
        })}
      </ConsoleTable>
      <SubmitButton isLoading={save.isPending} loadingLabel={`Saving the ${label.toLowerCase()} hours`}>
        Save the {label.toLowerCase()} hours
      </SubmitButton>
    </form>
  );
}
