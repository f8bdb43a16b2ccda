import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useStaffSessionEnded } from '../../shared/api/use-staff-session-ended';
import { CONSOLE_SIGN_IN_PATH, SESSION_ENDED_MESSAGE, type SignInNotice } from '../../shared/console-paths';

/**
 * Every console screen: when the staff session ends (docs/product/operations-console.md §1) the member is sent to
 * sign in again, told why.
 */
export function ConsoleRoot() {
  const navigate = useNavigate();
  useStaffSessionEnded(
    useCallback(() => {
      const state: SignInNotice = { notice: { variant: 'warn', text: SESSION_ENDED_MESSAGE } };
      void navigate(CONSOLE_SIGN_IN_PATH, { replace: true, state });
    }, [navigate]),
  );
  return (
    <div className="console">
      <a className="skip-link" href="#console-main">
        Skip to main content
      </a>
      <Outlet />
    </div>
  );
}
