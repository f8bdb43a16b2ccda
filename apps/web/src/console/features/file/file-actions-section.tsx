import { zodResolver } from '@hookform/resolvers/zod';
import { consoleNoteBodySchema } from '@heloc/domain/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useDeclineApplication } from './api/decline-application';
import { useEnterValuation } from './api/enter-valuation';
import { useManageNotary } from './api/manage-notary';
import { useWithdrawApplication } from './api/withdraw-application';
import { AdverseReasonsField, reasonsBody, reasonsFormSchema } from './adverse-reasons-field';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import type { FileSectionProps } from './file-context';
import { TextAreaField } from '../../../ui/text-area-field';
import { fileActionApplies, lazySchema } from '@heloc/domain';

/**
 * What moves a file on from the console (docs/product/operations-console.md §4, §5): the broker's value, a decline
 * with its reasons, a cancel or withdrawal the borrower asked for, the notary session. Each only for a member whose
 * roles allow it and only where the file's status lets it apply (the domain's staff/console-actions.ts); the server
 * refuses the others (409) in the same words, which a form shows should the file have moved meanwhile.
 */
export function FileActionsSection({ file, can }: FileSectionProps) {
  const isClosed = file.waitingOn === 'NOBODY';
  const at = file.checklistStatus;
  const notary = {
    reopen: fileActionApplies('NOTARY_REOPEN_ONLINE', at),
    switchInPerson: fileActionApplies('NOTARY_SWITCH_IN_PERSON', at),
  };
  const shown = {
    valuation: can('VALUATION_ENTER') && fileActionApplies('VALUATION_ENTER', at),
    decline: can('APPLICATION_DECLINE') && fileActionApplies('DECLINE', at),
    withdraw: can('APPLICATION_WITHDRAW') && fileActionApplies('WITHDRAW', at),
    notary: can('CLOSING_MANAGE') && (notary.reopen || notary.switchInPerson),
  };
  return (
    <section id="file-actions" className="console-section stack" aria-labelledby="file-actions-title">
      <h2 id="file-actions-title">Decisions</h2>
      {!Object.values(shown).some(Boolean) && (
        <p>{isClosed ? 'This file is closed.' : 'Your roles allow no decision on this file.'}</p>
      )}
      {shown.valuation && <ValuationForm uuid={file.uuid} />}
      {shown.decline && <DeclineForm uuid={file.uuid} />}
      {shown.withdraw && <WithdrawForm uuid={file.uuid} />}
      {shown.notary && <NotaryForm uuid={file.uuid} {...notary} />}
    </section>
  );
}

const valuationSchema = lazySchema(() =>
  z.object({
    value: z
      .string()
      .trim()
      .transform((v) => v.replace(/[$,\s]/g, ''))
      .pipe(z.string().regex(/^\d+$/, { error: 'Please enter the value in whole dollars' }))
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1000, { error: 'Please enter at least $1,000' })
          .max(100_000_000, { error: 'Please enter at most $100,000,000' }),
      ),
    note: consoleNoteBodySchema.shape.note,
  }),
);

function ValuationForm({ uuid }: { uuid: string }) {
  const enter = useEnterValuation(uuid);
  const { register, handleSubmit, formState, reset } = useForm<
    z.input<typeof valuationSchema>,
    unknown,
    z.output<typeof valuationSchema>
  >({
    resolver: zodResolver(valuationSchema),
    defaultValues: { value: '', note: '' },
  });
  return (
    <form
      className="stack"
      noValidate
      aria-labelledby="valuation-title"
      onSubmit={handleSubmit(({ value, note }) =>
        enter.mutate({ valueDollars: value, note }, { onSuccess: () => reset() }),
      )}
    >
      <h3 id="valuation-title">Valuation</h3>
      <p>Enter the value the broker&apos;s price opinion gave, while the file waits for it.</p>
      {enter.isSuccess && <Alert variant="success">The value is entered; the application goes on.</Alert>}
      {enter.error && <Alert variant="error">{englishErrorOf(enter.error)}</Alert>}
      <TextField
        label="Broker's value (dollars)"
        inputMode="numeric"
        isRequired
        error={formState.errors.value?.message}
        {...register('value')}
      />
      <TextAreaField label="Valuation note" isRequired error={formState.errors.note?.message} {...register('note')} />
      <SubmitButton isLoading={enter.isPending} loadingLabel="Saving">
        Enter the value
      </SubmitButton>
    </form>
  );
}

const declineSchema = lazySchema(() =>
  z.object({
    reasons: reasonsFormSchema.min(1, { error: 'Please choose at least one reason' }),
    otherReason: z.string(),
    note: consoleNoteBodySchema.shape.note,
  }),
);
type DeclineForm = z.infer<typeof declineSchema>;

function DeclineForm({ uuid }: { uuid: string }) {
  const decline = useDeclineApplication(uuid);
  const [pending, setPending] = useState<DeclineForm | null>(null);
  const { register, handleSubmit, formState, watch } = useForm<DeclineForm>({
    resolver: zodResolver(declineSchema),
    defaultValues: { reasons: [], otherReason: '', note: '' },
  });
  const confirm = () =>
    pending &&
    decline.mutate(
      { reasons: reasonsBody(pending.reasons, pending.otherReason), note: pending.note.trim() },
      { onSuccess: () => setPending(null) },
    );
  return (
    <form
      className="stack"
      noValidate
      aria-labelledby="decline-title"
      onSubmit={handleSubmit((values) => {
        decline.reset();
        setPending(values);
      })}
    >
      <h3 id="decline-title">Decline the application</h3>
      <AdverseReasonsField
        legend="Principal reasons (the borrower's adverse action notice)"
        register={register('reasons')}
        otherRegister={register('otherReason')}
        showOther={watch('reasons').includes('OTHER')}
        error={formState.errors.reasons?.message}
      />
      <TextAreaField label="Decline note" isRequired error={formState.errors.note?.message} {...register('note')} />
      <Button type="submit" variant="secondary">
        Decline…
      </Button>
      <ConfirmDialog
        id="console-confirm-decline"
        title="Decline this application?"
        description="The borrower is told at once and receives the adverse action notice with the reasons you chose. This cannot be undone."
        confirmLabel="Decline the application"
        isOpen={pending !== null}
        isPending={decline.isPending}
        error={decline.error}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </form>
  );
}

const withdrawSchema = lazySchema(() =>
  consoleNoteBodySchema.extend({
    kind: z.enum(['CANCEL', 'WITHDRAW'], { error: 'Please choose cancel or withdraw' }),
  }),
);
type WithdrawForm = z.infer<typeof withdrawSchema>;
const KIND_OPTIONS = [
  { value: 'CANCEL', label: 'Cancel (before a decision)' },
  { value: 'WITHDRAW', label: 'Withdraw (after an approval)' },
];

function WithdrawForm({ uuid }: { uuid: string }) {
  const withdraw = useWithdrawApplication(uuid);
  const [pending, setPending] = useState<WithdrawForm | null>(null);
  const { register, handleSubmit, formState } = useForm<WithdrawForm>({
    resolver: zodResolver(withdrawSchema),
    defaultValues: { note: '' },
  });
  return (
    <form
      className="stack"
      noValidate
      aria-labelledby="withdraw-title"
      onSubmit={handleSubmit((values) => {
        withdraw.reset();
        setPending(values);
      })}
    >
      <h3 id="withdraw-title">Cancel or withdraw at the borrower&apos;s request</h3>
      <RadioGroupField
        legend="What the borrower asked for"
        options={KIND_OPTIONS}
        error={formState.errors.kind?.message}
        {...register('kind')}
      />
      <TextAreaField
        label="Note on the request"
        hint="When and how the borrower asked."
        isRequired
        error={formState.errors.note?.message}
        {...register('note')}
      />
      <Button type="submit" variant="secondary">
        Cancel or withdraw…
      </Button>
      <ConfirmDialog
        id="console-confirm-withdraw"
        title={pending?.kind === 'WITHDRAW' ? 'Withdraw this application?' : 'Cancel this application?'}
        description="The application ends at once and the borrower is told. This cannot be undone."
        confirmLabel={pending?.kind === 'WITHDRAW' ? 'Withdraw the application' : 'Cancel the application'}
        isOpen={pending !== null}
        isPending={withdraw.isPending}
        error={withdraw.error}
        onConfirm={() =>
          pending && withdraw.mutate({ kind: pending.kind, note: pending.note }, { onSuccess: () => setPending(null) })
        }
        onClose={() => setPending(null)}
      />
    </form>
  );
}

function NotaryForm({ uuid, reopen, switchInPerson }: { uuid: string; reopen: boolean; switchInPerson: boolean }) {
  const notary = useManageNotary(uuid);
  const { register, handleSubmit, formState, reset } = useForm<{ note: string }>({
    resolver: zodResolver(consoleNoteBodySchema),
    defaultValues: { note: '' },
  });
  const send = (action: 'REOPEN_ONLINE' | 'SWITCH_IN_PERSON') =>
    handleSubmit(({ note }) => notary.mutate({ action, note }, { onSuccess: () => reset() }));
  return (
    <form
      className="stack"
      noValidate
      aria-labelledby="notary-title"
      onSubmit={send(reopen ? 'REOPEN_ONLINE' : 'SWITCH_IN_PERSON')}
    >
      <h3 id="notary-title">Notary</h3>
      <p>
        {switchInPerson
          ? 'Reopen the online session closed after refused identity answers, or switch the file to an in-person notary.'
          : 'The file is with an in-person notary: bring it back to the online session where the property allows one.'}
      </p>
      {notary.isSuccess && <Alert variant="success">Done: the borrower sees the change on their closing screen.</Alert>}
      {notary.error && <Alert variant="error">{englishErrorOf(notary.error)}</Alert>}
      <TextAreaField label="Notary note" isRequired error={formState.errors.note?.message} {...register('note')} />
      <div className="console-actions">
        {reopen && (
          <Button
            type="submit"
            isLoading={notary.isPending && notary.variables?.action === 'REOPEN_ONLINE'}
            loadingLabel="Sending"
            disabled={notary.isPending}
          >
            Reopen online session
          </Button>
        )}
        {switchInPerson && (
          <Button
            variant="secondary"
            isLoading={notary.isPending && notary.variables?.action === 'SWITCH_IN_PERSON'}
            loadingLabel="Sending"
            disabled={notary.isPending}
            onClick={() => void send('SWITCH_IN_PERSON')()}
          >
            Switch to in-person
          </Button>
        )}
      </div>
    </form>
  );
}
