import { loginBodySchema } from '@heloc/domain/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { errorMessageOf } from '../../lib/api-error';
import { redirectTarget } from '../../lib/redirect';
import { useLogin } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { loginTarget } from './login-target';

// The login body's own rules and messages (spec 03 §5 email messages; 'Required' for the password).
const loginFormSchema = loginBodySchema.pick({ email: true, password: true });
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormValues = z.output<typeof loginFormSchema>;

export interface LoginFormProps {
  /** Where to go after signing in when the URL has no accepted redirectUrl. */
  defaultTarget: string;
}

/** Email and password; server errors in an alert; 'Continue' turning 'Submitting' while the call runs. */
export function LoginForm({ defaultTarget }: LoginFormProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: () => {
        const target = loginTarget(searchParams.get('redirectUrl'), defaultTarget);
        void navigate(redirectTarget(target, searchParams), { replace: true });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Log in">
      {loginMutation.isError && <Alert variant="error">{errorMessageOf(loginMutation.error)}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        isRequired
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        isRequired
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton className="ui-button--block" isLoading={loginMutation.isPending} />
    </form>
  );
}
