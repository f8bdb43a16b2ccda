import { zodResolver } from '@hookform/resolvers/zod';
import { staffSecondFactorBodySchema, type StaffSelf } from '@heloc/domain/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useSubmitSecondFactor } from './api/submit-second-factor';

const [codeSchema, recoverySchema] = staffSecondFactorBodySchema.options;

export interface SecondFactorAnswer {
  member: StaffSelf;
  recoveryCodes?: string[] | undefined;
}

/** The authenticator's 6-digit code, or (where allowed) one recovery code instead. */
export function SecondFactorForm({
  allowRecoveryCode,
  onDone,
}: {
  allowRecoveryCode: boolean;
  onDone: (answer: SecondFactorAnswer) => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const submit = useSubmitSecondFactor();
  const switchTo = (recovery: boolean) => {
    submit.reset();
    setUseRecovery(recovery);
  };
  return (
    <div className="stack">
      {submit.error && <Alert variant="error">{englishErrorOf(submit.error)}</Alert>}
      {useRecovery ? (
        <RecoveryCodeForm
          isPending={submit.isPending}
          onSubmit={(body) => submit.mutate(body, { onSuccess: onDone })}
        />
      ) : (
        <CodeForm isPending={submit.isPending} onSubmit={(body) => submit.mutate(body, { onSuccess: onDone })} />
      )}
      {allowRecoveryCode && (
        <Button variant="link" onClick={() => switchTo(!useRecovery)}>
          {useRecovery ? 'Use the authenticator code instead' : 'Use a recovery code instead'}
        </Button>
      )}
    </div>
  );
}

function CodeForm({ isPending, onSubmit }: { isPending: boolean; onSubmit: (body: { code: string }) => void }) {
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  return (
    <form className="stack" onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label="6-digit code"
        hint="The code your authenticator app shows for this console."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        isRequired
        error={formState.errors.code?.message}
        {...register('code', { setValueAs: (value: string) => value.replace(/\s/g, '') })}
      />
      <SubmitButton isLoading={isPending} loadingLabel="Checking">
        Verify code
      </SubmitButton>
    </form>
  );
}

function RecoveryCodeForm({
  isPending,
  onSubmit,
}: {
  isPending: boolean;
  onSubmit: (body: { recoveryCode: string }) => void;
}) {
  const { register, handleSubmit, formState } = useForm<{ recoveryCode: string }>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { recoveryCode: '' },
  });
  return (
    <form className="stack" onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label="Recovery code"
        hint="One of the codes you saved when you set up your authenticator. Each works once."
        autoComplete="off"
        isRequired
        error={formState.errors.recoveryCode?.message}
        {...register('recoveryCode')}
      />
      <SubmitButton isLoading={isPending} loadingLabel="Checking">
        Use recovery code
      </SubmitButton>
    </form>
  );
}
