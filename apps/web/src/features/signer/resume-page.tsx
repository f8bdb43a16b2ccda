import { formatPhoneInput, passwordWithConfirmationSchema, phoneSchema } from '@heloc/domain';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { PENDING_INVITATION_KEY, signerPath } from './signer-paths';
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

  if (invitation.error) {
    remember(null);
    return (
      <section className="page page--narrow stack" aria-labelledby="resume-title">
        <h1 id="resume-title">This invitation cannot be used</h1>
        <Alert variant="error">{errorMessageOf(invitation.error)}</Alert>
        <p>If you already created your signer account, log in to continue signing.</p>
        <p>
          <Link className={buttonClassName('primary')} to={SIGNER_LOGIN_PATH}>
            Log in
          </Link>
        </p>
      </section>
    );
  }
  if (!invitation.data) return <Spinner label="Opening your invitation" size="lg" />;
  const { firstName, invitedBy, email, accountExists } = invitation.data;

  return (
    <section className="page page--narrow stack" aria-labelledby="resume-title">
      <h1 id="resume-title">{firstName ? `Welcome, ${firstName}` : 'Welcome'}</h1>
      <p className="page__lead">
        {invitedBy} asked you to sign the closing documents of a home equity line of credit on a home you own or have
        rights in. It takes about 10 minutes: create your signer account, confirm your name, then review and sign.
      </p>
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
  const target = `${SIGNER_LOGIN_PATH}?redirectUrl=${encodeURIComponent(signerPath('resume'))}`;
  return (
    <div className="stack">
      <p>You already have an account with {email}. Log in with it and we will add this signing to your account.</p>
      <p>
        <Link className={buttonClassName('primary')} to={target} onClick={() => remember(token)}>
          Log in to continue
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
  return (
    <div className="stack">
      <p>This invitation was sent to {email}.</p>
      {claim.isError && <Alert variant="error">{errorMessageOf(claim.error)}</Alert>}
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
          Continue with my account
        </Button>
        <Button variant="secondary" isLoading={logout.isPending} onClick={() => logout.mutate(undefined)}>
          Log out and use another account
        </Button>
      </div>
    </div>
  );
}

const createLoginSchema = passwordWithConfirmationSchema.and(z.object({ phoneNumber: phoneSchema }));
type CreateLoginInput = z.input<typeof createLoginSchema>;
type CreateLoginValues = z.output<typeof createLoginSchema>;

/** A new signer: the CO_DEEDER login of the invited e-mail. */
function CreateLogin({ token, email }: { token: string; email: string }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
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
      <h2 id="create-login-title">Create your signer account</h2>
      {accept.isError && <Alert variant="error">{errorMessageOf(accept.error)}</Alert>}
      <TextField label="Email" type="email" value={email} readOnly hint="The address your invitation was sent to." />
      <TextField
        label="Mobile phone"
        type="tel"
        autoComplete="tel-national"
        isRequired
        error={formState.errors.phoneNumber?.message}
        {...phone}
        onChange={(event) => {
          setValue('phoneNumber', formatPhoneInput(event.target.value), { shouldValidate: formState.isSubmitted });
        }}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        isRequired
        hint="At least 12 characters, with upper and lower case letters, a number and one of !@#$%^&*."
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        isRequired
        error={formState.errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div>
        <SubmitButton isLoading={accept.isPending}>Create account and continue</SubmitButton>
      </div>
    </form>
  );
}
