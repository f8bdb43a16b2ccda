import type { ReactNode } from 'react';
import { formatPhoneInput, lazySchema } from '@heloc/domain';
import { registerIdentityBodySchema } from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, errorMessageOf } from '../../lib/api-error';
import { useI18n, zodResolver } from '../../lib/i18n';
import { useOrg } from '../../lib/org-context';
import { DASHBOARD_PATH, LOGIN_PATH } from '../../lib/public-paths';
import { redirectTarget } from '../../lib/redirect';
import { Alert } from '../../ui/alert';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { useSignUp } from './api/sign-up';
import { authMessages as m } from './auth.messages';
import { loginTarget } from './login-target';

const signUpSchema = lazySchema(() => registerIdentityBodySchema);
type SignUpInput = z.input<typeof signUpSchema>;
type SignUpValues = z.output<typeof signUpSchema>;

/**
 * /auth/sign-up: in the new authentication mode the account comes before the application (docs/decisions.md "The new
 * authentication mode"): e-mail, mobile phone and password, with the registration's rules and messages; then back to
 * an accepted redirectUrl (the registration's last step), else the dashboard. An e-mail already registered is told
 * to log in.
 */
export function SignUpPage() {
  const org = useOrg();
  const { t, localize, rich } = useI18n();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signUp = useSignUp(org.orgCode);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', phoneNumber: '', password: '' },
  });
  const redirectUrl = searchParams.get('redirectUrl');
  const loginHref = `${LOGIN_PATH}${redirectUrl ? `?redirectUrl=${encodeURIComponent(redirectUrl)}` : ''}`;
  const loginLink = (chunks: ReactNode) => <Link to={loginHref}>{chunks}</Link>;
  const exists = signUp.error instanceof ApiError && signUp.error.status === 401;

  const onSubmit = handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: () =>
        void navigate(redirectTarget(loginTarget(redirectUrl, DASHBOARD_PATH), searchParams), { replace: true }),
    }),
  );

  return (
    <section className="page page--narrow" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">{t(m.signUpTitle)}</h1>
      <p className="page__lead">{t(m.signUpLead, { company: org.orgMetaData.companyNameShort })}</p>
      <form onSubmit={onSubmit} noValidate aria-label={t(m.signUpTitle)}>
        {signUp.isError && (
          <Alert variant="error">
            {exists ? rich(m.signUpExists, { link: loginLink }) : localize(errorMessageOf(signUp.error))}
          </Alert>
        )}
        <TextField
          label={t(m.email)}
          type="email"
          autoComplete="email"
          isRequired
          error={errors.email?.message && localize(errors.email.message)}
          {...register('email')}
        />
        <TextField
          label={t(m.mobilePhone)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={14}
          isRequired
          error={errors.phoneNumber?.message && localize(errors.phoneNumber.message)}
          {...register('phoneNumber', {
            onChange: (event: { target: HTMLInputElement }) => {
              event.target.value = formatPhoneInput(event.target.value, 'US');
            },
          })}
        />
        <TextField
          label={t(m.password)}
          hint={t(m.passwordHint)}
          type="password"
          autoComplete="new-password"
          isRequired
          error={errors.password?.message && localize(errors.password.message)}
          {...register('password')}
        />
        <SubmitButton className="ui-button--block" isLoading={signUp.isPending} />
      </form>
      <p className="stack">{rich(m.signUpHasAccount, { link: loginLink })}</p>
    </section>
  );
}
