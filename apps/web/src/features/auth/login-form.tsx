import { type IdentityBrokerPortal, loginBodySchema, mfaLoginBodySchema } from '@heloc/domain/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n, zodResolver } from '../../lib/i18n';
import { redirectTarget } from '../../lib/redirect';
import { useLogin, useLoginWithCode } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { authMessages as m } from './auth.messages';
import { loginTarget } from './login-target';
import { lazySchema } from '@heloc/domain';

// The login body's own rules and messages (docs/product/widgets-and-calculations.md §5 email messages; 'Required' for the password).
const loginFormSchema = lazySchema(() => loginBodySchema.pick({ email: true, password: true }));
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormValues = z.output<typeof loginFormSchema>;
// The second step, an authenticator or recovery code (the contract's own rules and messages).
const codeFormSchema = lazySchema(() => mfaLoginBodySchema.pick({ code: true }));
type CodeFormInput = z.input<typeof codeFormSchema>;
type CodeFormValues = z.output<typeof codeFormSchema>;

export interface LoginFormProps {
  /** Where to go after signing in when the URL has no accepted redirectUrl. */
  defaultTarget: string;
  /** The portal signed in to: the customer portal, or the agent portal's variant (brokers and loan officers). */
  portal?: IdentityBrokerPortal;
}

/**
 * Email and password; server errors in an alert; 'Continue' turning 'Submitting' while the call runs. With two-step
 * verification on, the right password leads to a second step asking for the code.
 */
export function LoginForm({ defaultTarget, portal = 'customer' }: LoginFormProps) {
  const { t, localize } = useI18n();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const loginMutation = useLogin(portal);
  const [challenge, setChallenge] = useState<string | undefined>(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const goOn = () => {
    const target = loginTarget(searchParams.get('redirectUrl'), defaultTarget);
    void navigate(redirectTarget(target, searchParams), { replace: true });
  };

  const onSubmit = handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (answer) => {
        if ('mfaRequired' in answer) setChallenge(answer.challenge);
        else goOn();
      },
    }),
  );

  if (challenge) {
    return (
      <CodeStep
        portal={portal}
        challenge={challenge}
        onSignedIn={goOn}
        onStartOver={() => {
          loginMutation.reset();
          setChallenge(undefined);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(m.formLabel)}>
      {loginMutation.isError && <Alert variant="error">{localize(errorMessageOf(loginMutation.error))}</Alert>}
      <TextField
        label={t(m.email)}
        type="email"
        autoComplete="email"
        isRequired
        error={errors.email?.message && localize(errors.email.message)}
        {...register('email')}
      />
      <TextField
        label={t(m.password)}
        type="password"
        autoComplete="current-password"
        isRequired
        error={errors.password?.message && localize(errors.password.message)}
        {...register('password')}
      />
      <SubmitButton className="ui-button--block" isLoading={loginMutation.isPending} />
    </form>
  );
}

interface CodeStepProps {
  portal: IdentityBrokerPortal;
  challenge: string;
  onSignedIn: () => void;
  onStartOver: () => void;
}

/** The second step: the authenticator's 6-digit code or a recovery code. */
function CodeStep({ portal, challenge, onSignedIn, onStartOver }: CodeStepProps) {
  const { t, localize } = useI18n();
  const codeMutation = useLoginWithCode(portal);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeFormInput, unknown, CodeFormValues>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(({ code }) => codeMutation.mutate({ challenge, code }, { onSuccess: onSignedIn }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(m.codeFormLabel)} className="stack">
      <p>{t(m.codeIntro)}</p>
      {codeMutation.isError && <Alert variant="error">{localize(errorMessageOf(codeMutation.error))}</Alert>}
      <TextField
        label={t(m.code)}
        hint={t(m.codeHint)}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        // The field takes focus as the step appears, so keyboard and screen-reader users land in it.
        autoFocus
        isRequired
        error={errors.code?.message && localize(errors.code.message)}
        {...register('code')}
      />
      <SubmitButton className="ui-button--block" isLoading={codeMutation.isPending} />
      <Button variant="link" onClick={onStartOver}>
        {t(m.startOver)}
      </Button>
    </form>
  );
}
