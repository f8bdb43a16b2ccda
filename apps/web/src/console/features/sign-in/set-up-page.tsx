import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_PASSWORD_MIN_LENGTH, lazySchema } from '@heloc/domain';
import { staffSetUpBodySchema } from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useSetUpStaff } from './api/set-up-staff';
import { useSetUpLink } from './api/read-set-up-link';
import { CONSOLE_SIGN_IN_PATH, type SignInNotice } from '../../shared/console-paths';
import { SignInFrame } from './sign-in-frame';

const formSchema = lazySchema(() => staffSetUpBodySchema.omit({ token: true }));
type SetUpForm = { name: string; password: string };

/**
 * /console/set-up?token=…: the one-time link of an invitation (docs/product/operations-console.md §1), its form
 * filled with the name the invitation gave; a link already used or expired says so before anything is typed.
 */
export function SetUpPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = useSetUpLink(token);
  return (
    <SignInFrame title="Set up your console account">
      {!token ? (
        <Alert variant="error">
          This link has no set-up code. Open the link from your invitation e-mail again, or ask an admin for a new one.
        </Alert>
      ) : link.error ? (
        <Alert variant="error">{englishErrorOf(link.error)}</Alert>
      ) : link.data ? (
        <SetUpForm token={token} name={link.data.name} />
      ) : (
        <Spinner label="Reading your invitation" />
      )}
    </SignInFrame>
  );
}

function SetUpForm({ token, name }: { token: string; name: string }) {
  const navigate = useNavigate();
  const setUp = useSetUpStaff();
  const { register, handleSubmit, formState } = useForm<SetUpForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { name, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    setUp.mutate(
      { token, ...values },
      {
        onSuccess: ({ email }) => {
          const state: SignInNotice & { email: string } = {
            email,
            notice: { variant: 'success', text: `Your account is ready. Sign in as ${email}.` },
          };
          void navigate(CONSOLE_SIGN_IN_PATH, { state });
        },
      },
    ),
  );

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <p>Choose the name your colleagues see and a password. You will then sign in and set up an authenticator.</p>
      {setUp.error && <Alert variant="error">{englishErrorOf(setUp.error)}</Alert>}
      <TextField
        label="Your name"
        autoComplete="name"
        isRequired
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
        isRequired
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <SubmitButton isLoading={setUp.isPending}>Set up my account</SubmitButton>
    </form>
  );
}
