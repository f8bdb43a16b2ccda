import { Navigate, useNavigate } from 'react-router';
import { useHadStaffToken } from '../../shared/api/use-had-staff-token';
import { CONSOLE_PATH, CONSOLE_SIGN_IN_PATH } from '../../shared/console-paths';
import { SecondFactorForm } from './second-factor-form';
import { SignInFrame } from './sign-in-frame';

/** /console/sign-in/code: the authenticator's code, or a recovery code (docs/product/operations-console.md §1). */
export function CodePage() {
  const navigate = useNavigate();
  const hasToken = useHadStaffToken();
  if (!hasToken) return <Navigate to={CONSOLE_SIGN_IN_PATH} replace />;
  return (
    <SignInFrame title="Enter your authenticator code">
      <p>Open your authenticator app and enter the 6-digit code it shows for this console.</p>
      <SecondFactorForm allowRecoveryCode onDone={() => void navigate(CONSOLE_PATH, { replace: true })} />
    </SignInFrame>
  );
}
