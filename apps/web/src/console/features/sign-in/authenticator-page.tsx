import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError, englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useStartAuthenticator } from './api/start-authenticator';
import { useHadStaffToken } from '../../shared/api/use-had-staff-token';
import { CONSOLE_CODE_PATH, CONSOLE_PATH, CONSOLE_SIGN_IN_PATH } from '../../shared/console-paths';
import { SecondFactorForm } from './second-factor-form';
import { SignInFrame } from './sign-in-frame';

/**
 * /console/sign-in/authenticator: the first sign-in adds the console to an authenticator app (a QR code, or the
 * secret typed by hand), confirms it with a code, and shows the recovery codes once (docs/product/operations-console.md §1).
 */
export function AuthenticatorPage() {
  const hasToken = useHadStaffToken();
  const navigate = useNavigate();
  const start = useStartAuthenticator();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const started = useRef(false);
  const { mutate } = start;
  useEffect(() => {
    // One secret per visit: a second one would replace the first while the member scans it.
    if (!hasToken || started.current) return;
    started.current = true;
    mutate();
  }, [hasToken, mutate]);

  if (!hasToken) return <Navigate to={CONSOLE_SIGN_IN_PATH} replace />;
  const toConsole = () => void navigate(CONSOLE_PATH, { replace: true });

  if (recoveryCodes) {
    return (
      <SignInFrame title="Save your recovery codes">
        <Alert variant="warn" title="These codes are shown only once">
          <p>
            If you lose your phone, each code signs you in once instead of the authenticator. Keep them somewhere safe,
            away from your computer.
          </p>
        </Alert>
        <ol className="console-recovery-codes" aria-label="Recovery codes">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <Button onClick={toConsole}>I have saved these codes</Button>
      </SignInFrame>
    );
  }

  return (
    <SignInFrame title="Set up your authenticator">
      <p>
        Every sign-in to the console asks for a code from an authenticator app on your phone. Add the console to your
        app, then enter the code it shows.
      </p>
      {start.error && <Alert variant="error">{englishErrorOf(start.error)}</Alert>}
      {start.error instanceof ApiError && start.error.status === 409 && (
        // An authenticator is already confirmed (a reload after the codes): its code signs in.
        <Link to={CONSOLE_CODE_PATH} replace>
          Enter your authenticator code
        </Link>
      )}
      {start.isPending && <Spinner label="Preparing your authenticator" />}
      {start.data && (
        <>
          <h2>1. Scan this code with your authenticator app</h2>
          <img
            className="console-qr"
            src={start.data.qrCode}
            alt="QR code that adds the operations console to your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Or type this key into the app by hand: <code className="console-secret">{start.data.secret}</code>
          </p>
          <h2>2. Enter the code it shows</h2>
          <SecondFactorForm
            allowRecoveryCode={false}
            onDone={({ recoveryCodes: codes }) => (codes?.length ? setRecoveryCodes(codes) : toConsole())}
          />
        </>
      )}
    </SignInFrame>
  );
}
