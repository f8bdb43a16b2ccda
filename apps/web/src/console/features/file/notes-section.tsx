import { zodResolver } from '@hookform/resolvers/zod';
import { consoleNoteBodySchema } from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { SubmitButton } from '../../../ui/submit-button';
import { useAddNote } from './api/add-note';
import { formatDateTime } from '../../shared/console-labels';
import type { FileSectionProps } from './file-context';
import { TextAreaField } from '../../../ui/text-area-field';

/** Internal notes (docs/product/operations-console.md §4): never shown to the borrower. */
export function NotesSection({ file, can }: FileSectionProps) {
  return (
    <section id="file-notes" className="console-section stack" aria-labelledby="file-notes-title">
      <h2 id="file-notes-title">Internal notes</h2>
      {file.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="console-list" aria-label="Notes">
          {file.notes.map((note) => (
            <li key={note.uuid} className="console-card">
              <p className="card__meta">
                {note.author}, {formatDateTime(note.at)}
              </p>
              <p>{note.text}</p>
            </li>
          ))}
        </ul>
      )}
      {can('NOTE_WRITE') && <AddNoteForm uuid={file.uuid} />}
    </section>
  );
}

function AddNoteForm({ uuid }: { uuid: string }) {
  const add = useAddNote(uuid);
  const { register, handleSubmit, formState, reset } = useForm<{ note: string }>({
    resolver: zodResolver(consoleNoteBodySchema),
    defaultValues: { note: '' },
  });
  return (
    <form
      className="stack"
      noValidate
      aria-label="Add a note"
      onSubmit={handleSubmit(({ note }) => add.mutate(note, { onSuccess: () => reset() }))}
    >
      {add.error && <Alert variant="error">{englishErrorOf(add.error)}</Alert>}
      <TextAreaField
        label="New note"
        hint="Only staff read notes."
        isRequired
        error={formState.errors.note?.message}
        {...register('note')}
      />
      <SubmitButton isLoading={add.isPending} loadingLabel="Adding">
        Add note
      </SubmitButton>
    </form>
  );
}
