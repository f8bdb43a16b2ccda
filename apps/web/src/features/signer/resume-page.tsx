import { formatPhoneInput, passwordWithConfirmationSchema, phoneSchema, lazySchema } from '@heloc/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { errorMessageOf } from '../../lib/api-error';
import { SIGNER_LOGIN_PATH } from '../../lib/public-paths';
import { useIsAuthenticated, useLogout } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { useAcceptInvitation } from './api/accept-invitation';
import { useClaimInvitation } from './api/claim-invitation';
import { useInvitation } from './api/get-invitation';
import { useI18n, zodResolver } from '../../lib/i18n';
import { PENDING_INVITATION_KEY, signerPath } from './signer-paths';
import { signerMessages as m } from './signer.messages';
import './signer.css';

const tokenFrom = (hash: string): string | null => {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  if (fromHash) return fromHash;
  try {
    return sessionStorage.getItem(PENDING_INVITATION_KEY);
  } catch {
    return null;
  }
};

const remember = (token: string | null) => {
  try {
    if (token) sessionStorage.setItem(PENDING_INVITATION_KEY, token);
    else sessionStorage.removeItem(PENDING_INVITATION_KEY);
  } catch {
    // Private mode without storage: the signer opens the link again after logging in.
  }
};

/**
 * /heloc-signer/resume (docs/product/application-area.md §2.2): where the invitation link lands. A new signer creates their login here (the
 * invited e-mail, a mobile number and a password); someone who already has an account with that e-mail logs in and
 * joins with it. Without an invitation it resumes a signed-in signer at the overview.
 */
export function ResumePage() {
  const { hash } = useLocation();
  const [token] = useState(() => tokenFrom(hash));
  const isAuthenticated = useIsAuthenticated();
  if (!token) return <Navigate to={isAuthenticated ? signerPath('intro') : SIGNER_LOGIN_PATH} replace />;
  return <Invitation token={token} />;
}

function Invitation({ token }: { token: string }) {
  const invitation = useInvitation(token);
  const isAuthenticated = useIsAuthenticated();
  const { t, localize } = useI18n();

  if (invitation.error) {
    remember(null);
    return (
      <section className="page page--narrow stack" aria-labelledby="resume-title">
        <h1 id="resume-title">{t(m.resumeUnusableTitle)}</h1>
        <Alert variant="error">{localize(errorMessageOf(invitation.error))}</Alert>
        <p>{t(m.resumeUnusableLogIn)}</p>
        <p>
          <Link className={buttonClassName('primary')} to={SIGNER_LOGIN_PATH}>
            {t(m.resumeLogIn)}
          </Link>
        </p>
      </section>
    );
  }
  if (!invitation.data) return <Spinner label={t(m.resumeOpening)} size="lg" />;
  const { firstName, invitedBy, email, accountExists } = invitation.data;

  return (
    <section className="page page--narrow stack" aria-labelledby="resume-title">
      <h1 id="resume-title">{firstName ? t(m.resumeWelcomeNamed, { firstName }) : t(m.resumeWelcome)}</h1>
      <p className="page__lead">{t(m.resumeLead, { invitedBy })}</p>
      {isAuthenticated ? (
        <JoinSignedIn token={token} email={email} />
      ) : accountExists ? (
        <LogInFirst token={token} email={email} />
      ) : (
        <CreateLogin token={token} email={email} />
      )}
    </section>
  );
}

/** An account with the invited e-mail exists: log in, then come back here (the token waits in the session). */
function LogInFirst({ token, email }: { token: string; email: string }) {
  const { t } = useI18n();
  const target = `${SIGNER_LOGIN_PATH}?redirectUrl=${encodeURIComponent(signerPath('resume'))}`;
  return (
    <div className="stack">
      <p>{t(m.resumeAccountExists, { email })}</p>
      <p>
        <Link className={buttonClassName('primary')} to={target} onClick={() => remember(token)}>
          {t(m.resumeLogInToContinue)}
        </Link>
      </p>
    </div>
  );
}

/** Signed in: join with this account (the server checks it is the invited e-mail), or log out to use another. */
function JoinSignedIn({ token, email }: { token: string; email: string }) {
  const claim = useClaimInvitation();
  const logout = useLogout();
  const navigate = useNavigate();
  const { t, localize } = useI18n();
  return (
    <div className="stack">
      <p>{t(m.resumeSentTo, { email })}</p>
      {claim.isError && <Alert variant="error">{localize(errorMessageOf(claim.error))}</Alert>}
      <div className="signer-actions">
        <Button
          isLoading={claim.isPending}
          onClick={() =>
            // mutateAsync: the answer makes this screen re-render (the invitation is used), so no callback of this
            // component would run.
            void claim
              .mutateAsync(token)
              .then(() => {
                remember(null);
                return navigate(signerPath('intro'), { replace: true });
              })
              .catch(() => undefined)
          }
        >
          {t(m.resumeContinueMine)}
        </Button>
        <Button variant="secondary" isLoading={logout.isPending} onClick={() => logout.mutate(undefined)}>
          {t(m.resumeLogOut)}
        </Button>
      </div>
    </div>
  );
}

/** A validation message of the domain's schemas in the person's language (docs/i18n.md), when there is one. */
const localizeOptional = (localize: (text: string) => string, text: string | undefined) =>
  text === undefined ? undefined : localize(text);

const createLoginSchema = lazySchema(() => passwordWithConfirmationSchema.and(z.object({ phoneNumber: phoneSchema })));
type CreateLoginInput = z.input<typeof createLoginSchema>;
type CreateLoginValues = z.output<typeof createLoginSchema>;

/** A new signer: the CO_DEEDER login of the invited e-mail. */
function CreateLogin({ token, email }: { token: string; email: string }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const { t, localize } = useI18n();
  const { register, handleSubmit, formState, setValue } = useForm<CreateLoginInput, unknown, CreateLoginValues>({
    resolver: zodResolver(createLoginSchema),
    defaultValues: { password: '', confirmPassword: '', phoneNumber: '' },
  });
  const phone = register('phoneNumber');
  // mutateAsync: signing in re-renders the invitation screen (signed in, invitation used), unmounting this form.
  const onSubmit = handleSubmit(async ({ password, phoneNumber }) => {
    try {
      await accept.mutateAsync({ token, password, phoneNumber });
    } catch {
      return; // shown from accept.error
    }
    remember(null);
    await navigate(signerPath('intro'), { replace: true });
  });
  return (
    <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="create-login-title">
      <h2 id="create-login-title">{t(m.resumeCreateTitle)}</h2>
      {accept.isError && <Alert variant="error">{localize(errorMessageOf(accept.error))}</Alert>}
      <TextField label={t(m.resumeEmail)} type="email" value={email} readOnly hint={t(m.resumeEmailHint)} />
      <TextField
        label={t(m.resumeMobile)}
        type="tel"
        autoComplete="tel-national"
        isRequired
        error={localizeOptional(localize, formState.errors.phoneNumber?.message)}
        {...phone}
        onChange={(event) => {
          setValue('phoneNumber', formatPhoneInput(event.target.value), { shouldValidate: formState.isSubmitted });
        }}
      />
      <TextField
        label={t(m.resumePassword)}
        type="password"
        autoComplete="new-password"
        isRequired
        hint={t(m.resumePasswordHint)}
        error={localizeOptional(localize, formState.errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t(m.resumeConfirmPassword)}
        type="password"
        autoComplete="new-password"
        isRequired
        error={localizeOptional(localize, formState.errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <div>
        <SubmitButton isLoading={accept.isPending}>{t(m.resumeCreate)}</SubmitButton>
      </div>
    </form>
  );
}
