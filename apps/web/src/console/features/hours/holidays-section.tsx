import { formatDisplayDate } from '@heloc/domain';
import { DEPARTMENTS, type Holiday, addHolidayBodySchema } from '@heloc/domain/contracts';
import { type FormEvent, useState } from 'react';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useAddConsoleHoliday } from './api/add-console-holiday';
import { useRemoveConsoleHoliday } from './api/remove-console-holiday';
import { DEPARTMENT_LABELS } from './hours-labels';

type Department = (typeof DEPARTMENTS)[number];

const dateLabel = (isoDate: string) => formatDisplayDate(new Date(`${isoDate}T12:00:00Z`), 'UTC');

/**
 * The organisation's holidays from today on (docs/product/chat.md §2): a date closes the departments it names; the
 * same date again replaces it.
 */
export function HolidaysSection({ orgCode, holidays }: { orgCode: string; holidays: readonly Holiday[] }) {
  const add = useAddConsoleHoliday();
  const remove = useRemoveConsoleHoliday();
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [departments, setDepartments] = useState<Department[]>([...DEPARTMENTS]);
  const [errors, setErrors] = useState<Partial<Record<'date' | 'name' | 'departments', string>>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addHolidayBodySchema.safeParse({ date, name, departments });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        found[field] ??= field === 'date' ? 'Choose a date.' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(
      { orgCode, holiday: parsed.data },
      {
        onSuccess: () => {
          setDate('');
          setName('');
        },
      },
    );
  };

  const toggle = (department: Department, on: boolean) =>
    setDepartments((current) => (on ? [...current, department] : current.filter((d) => d !== department)));

  return (
    <section className="stack console-section" aria-labelledby="holidays-title">
      <h2 id="holidays-title">Holidays</h2>
      {remove.error && <Alert variant="error">{englishErrorOf(remove.error)}</Alert>}
      {holidays.length === 0 ? (
        <p>No holidays ahead.</p>
      ) : (
        <ul className="stack">
          {holidays.map((holiday) => (
            <li key={holiday.uuid} className="console-row-actions">
              <span>
                {dateLabel(holiday.date)}: {holiday.name} (closes{' '}
                {holiday.departments.map((d) => DEPARTMENT_LABELS[d].toLowerCase()).join(' and ')})
              </span>
              <Button
                variant="secondary"
                aria-label={`Remove ${holiday.name} on ${dateLabel(holiday.date)}`}
                isLoading={remove.isPending && remove.variables.holidayUuid === holiday.uuid}
                loadingLabel="Removing"
                onClick={() => remove.mutate({ orgCode, holidayUuid: holiday.uuid })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="stack" noValidate aria-labelledby="add-holiday-title" onSubmit={onSubmit}>
        <h3 id="add-holiday-title">Add a holiday</h3>
        {add.error && <Alert variant="error">{englishErrorOf(add.error)}</Alert>}
        {add.isSuccess && <Alert variant="success">Added {add.variables.holiday.name}.</Alert>}
        <TextField
          label="Date"
          type="date"
          isRequired
          value={date}
          error={errors.date}
          onChange={(event) => setDate(event.target.value)}
        />
        <TextField
          label="Name"
          isRequired
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="stack">
          <legend>Closes</legend>
          {DEPARTMENTS.map((department) => (
            <CheckboxField
              key={department}
              label={DEPARTMENT_LABELS[department]}
              checked={departments.includes(department)}
              onChange={(event) => toggle(department, event.target.checked)}
            />
          ))}
          {errors.departments && <p className="ui-field__error">{errors.departments}</p>}
        </fieldset>
        <SubmitButton isLoading={add.isPending} loadingLabel="Adding the holiday">
          Add the holiday
        </SubmitButton>
      </form>
    </section>
  );
}
