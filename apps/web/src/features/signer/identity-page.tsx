import { putProfileNameBodySchema } from '@heloc/domain/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessageOf } from '../../lib/api-error';
import { useProfile } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { useSaveSignerName } from './signer-api';
import { SignerPage } from './signer-page';
import { signerPath } from './signer-paths';

const nameSchema = putProfileNameBodySchema.pick({ firstName: true, middleName: true, lastName: true });
type NameInput = z.input<typeof nameSchema>;
type NameValues = z.output<typeof nameSchema>;

/**
 * /heloc-signer/identity: the signer confirms their legal name as on their government ID (it is printed under their
 * signature and checked by the notary). The applicant's ID check (identity) belongs to the borrower's
 * IDENTITY_VERIFICATION step; a signer's ID is checked by the notary at the online session.
 */
export function SignerIdentityPage() {
  const profile = useProfile();
  return (
    <SignerPage titleId="signer-identity-title">
      {() => (
        <>
          <h1 id="signer-identity-title">Confirm your name</h1>
          <p className="page__lead">
            Enter your name exactly as it appears on your driver&apos;s license, passport or state ID. It is printed
            under your signature, and the notary checks it against your ID.
          </p>
          {profile.error && <Alert variant="error">{errorMessageOf(profile.error)}</Alert>}
          {profile.data ? (
            <NameForm
              defaults={{
                firstName: profile.data.name?.firstName ?? '',
                middleName: profile.data.name?.middleName ?? '',
                lastName: profile.data.name?.lastName ?? '',
              }}
            />
          ) : (
            !profile.error && <Spinner label="Loading your name" />
          )}
        </>
      )}
    </SignerPage>
  );
}

function NameForm({ defaults }: { defaults: NameInput }) {
  const save = useSaveSignerName();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<NameInput, unknown, NameValues>({
    resolver: zodResolver(nameSchema),
    defaultValues: defaults,
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...values, middleName: values.middleName || undefined },
      { onSuccess: () => void navigate(signerPath('sign')) },
    ),
  );
  return (
    <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Your legal name">
      {save.isError && <Alert variant="error">{errorMessageOf(save.error)}</Alert>}
      <TextField
        label="First name"
        autoComplete="given-name"
        isRequired
        error={formState.errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Middle name (optional)"
        autoComplete="additional-name"
        error={formState.errors.middleName?.message}
        {...register('middleName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        isRequired
        error={formState.errors.lastName?.message}
        {...register('lastName')}
      />
      <div>
        <SubmitButton isLoading={save.isPending}>Continue to sign</SubmitButton>
      </div>
    </form>
  );
}
