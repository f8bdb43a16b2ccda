import { putProfileNameBodySchema } from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageOf } from '../lib/api-error';
import { useI18n, zodResolver } from '../lib/i18n';
import { useSaveProfileName } from '../lib/session';
import { Alert } from './alert';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { uiMessages as m } from './ui.messages';
import { lazySchema } from '@heloc/domain';

const nameSchema = lazySchema(() =>
  putProfileNameBodySchema.pick({ firstName: true, middleName: true, lastName: true }),
);
export type LegalNameInput = z.input<typeof nameSchema>;
type LegalNameValues = z.output<typeof nameSchema>;

interface LegalNameFormProps {
  defaults: LegalNameInput;
  submitLabel: string;
  /** After the name is saved (the profile is read again). */
  onSaved: () => void;
}

/**
 * The legal name as on a government ID (first, middle, last), saved with the profile-name call (docs/product/application-area.md §6). Used
 * where the name is confirmed: the applicant's start/profile and the additional signer's identity screen.
 */
export function LegalNameForm({ defaults, submitLabel, onSaved }: LegalNameFormProps) {
  const { t, localize } = useI18n();
  const save = useSaveProfileName();
  const { register, handleSubmit, formState } = useForm<LegalNameInput, unknown, LegalNameValues>({
    resolver: zodResolver(nameSchema),
    defaultValues: defaults,
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate({ ...values, middleName: values.middleName || undefined }, { onSuccess: onSaved }),
  );
  return (
    <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t(m.legalNameForm)}>
      {save.isError && <Alert variant="error">{localize(errorMessageOf(save.error))}</Alert>}
      <TextField
        label={t(m.firstName)}
        autoComplete="given-name"
        isRequired
        error={formState.errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={t(m.middleName)}
        autoComplete="additional-name"
        error={formState.errors.middleName?.message}
        {...register('middleName')}
      />
      <TextField
        label={t(m.lastName)}
        autoComplete="family-name"
        isRequired
        error={formState.errors.lastName?.message}
        {...register('lastName')}
      />
      <div>
        <SubmitButton isLoading={save.isPending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
