import { zodResolver } from '@hookform/resolvers/zod';
import { staffSignInBodySchema, type StaffSignInBody } from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useSignInStaff } from './api/sign-in-staff';
import { CONSOLE_AUTHENTICATOR_PATH, CONSOLE_CODE_PATH } from '../../shared/console-paths';
import { SignInFrame } from './sign-in-frame';

/**
 * /console/sign-in: email and password, then the second factor (docs/product/operations-console.md §1): setting up
 * the authenticator on the first sign-in, its code afterwards.
 */
export function SignInPage() {
  const email = (useLocation().state as { email?: string } | null)?.email ?? '';
  const navigate = useNavigate();
  const signIn = useSignInStaff();
  const { register, handleSubmit, formState } = useForm<StaffSignInBody>({
    resolver: zodResolver(staffSignInBodySchema),
    defaultValues: { email, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: ({ secondFactor }) =>
        void navigate(secondFactor === 'SET_UP' ? CONSOLE_AUTHENTICATOR_PATH : CONSOLE_CODE_PATH),
    }),
  );

  return (
    <SignInFrame title="Sign in to the operations console">
      <form className="stack" onSubmit={onSubmit} noValidate>
        {signIn.error && <Alert variant="error">{englishErrorOf(signIn.error)}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          isRequired
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          isRequired
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <SubmitButton isLoading={signIn.isPending} loadingLabel="Signing in">
          Sign in
        </SubmitButton>
      </form>
    </SignInFrame>
  );
}
