import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { consoleKeys } from '../../shared/api/console-keys';
import { onStaffSessionEnded } from '../../shared/api/staff-client';
import { CONSOLE_SIGN_IN_PATH, SESSION_ENDED_MESSAGE, type SignInNotice } from '../../shared/console-paths';

/**
 * Every console screen: when a staff call answers 401 (idle for 15 minutes, disabled, signed out elsewhere:
 * docs/product/operations-console.md §1) the client has already dropped the token; here the console forgets every
 * answer and sends the member to sign in again, saying why.
 */
export function ConsoleRoot() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onStaffSessionEnded(() => {
        queryClient.removeQueries({ queryKey: consoleKeys.all });
        const state: SignInNotice = { notice: { variant: 'warn', text: SESSION_ENDED_MESSAGE } };
        void navigate(CONSOLE_SIGN_IN_PATH, { replace: true, state });
      }),
    [navigate, queryClient],
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
