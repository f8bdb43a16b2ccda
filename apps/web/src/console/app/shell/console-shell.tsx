import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { mayDo, useStaffSelf } from '../../shared/api/get-staff-self';
import { useSignOutStaff } from '../../shared/api/sign-out-staff';
import { useHadStaffToken } from '../../shared/api/use-had-staff-token';
import {
  CONSOLE_CHATS_PATH,
  CONSOLE_HOURS_PATH,
  CONSOLE_KNOWLEDGE_PATH,
  CONSOLE_FEEDBACK_PATH,
  CONSOLE_BANNERS_PATH,
  CONSOLE_ERRORS_PATH,
  CONSOLE_MY_WORK_PATH,
  CONSOLE_PARTNERS_PATH,
  CONSOLE_PRICING_PATH,
  CONSOLE_PROFILE_PATH,
  CONSOLE_PATH,
  CONSOLE_SIGN_IN_PATH,
  CONSOLE_TEAM_PATH,
  type SignInNotice,
} from '../../shared/console-paths';
import { OrgChoiceProvider } from '../../shared/org-choice';
import { ConsoleFrame } from '../../shared/console-frame';
import { ChatSocketProvider } from '../../features/chat/chat-socket';
import { NotificationBell } from '../../features/notifications/notification-bell';

/**
 * The signed-in console: without a staff token the member signs in first; with one, the member is read (a token
 * whose second factor is not done answers 401, which sends them to sign in again).
 */
export function ConsoleShell() {
  const hasToken = useHadStaffToken();
  const self = useStaffSelf();
  const signOut = useSignOutStaff();
  const navigate = useNavigate();
  if (!hasToken) return <Navigate to={CONSOLE_SIGN_IN_PATH} replace />;

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSettled: () => {
        const state: SignInNotice = { notice: { variant: 'success', text: 'You signed out.' } };
        void navigate(CONSOLE_SIGN_IN_PATH, { replace: true, state });
      },
    });

  const nav = self.data && (
    <nav className="console-bar__nav" aria-label="Console">
      <NavLink to={CONSOLE_PATH} end>
        Pipeline
      </NavLink>
      <NavLink to={CONSOLE_MY_WORK_PATH}>My work</NavLink>
      {mayDo(self.data, 'CHAT_ANSWER') && <NavLink to={CONSOLE_CHATS_PATH}>Chats</NavLink>}
      {mayDo(self.data, 'STAFF_MANAGE') && <NavLink to={CONSOLE_TEAM_PATH}>Team</NavLink>}
      {mayDo(self.data, 'HOURS_MANAGE') && <NavLink to={CONSOLE_HOURS_PATH}>Hours</NavLink>}
      {mayDo(self.data, 'KNOWLEDGE_MANAGE') && <NavLink to={CONSOLE_KNOWLEDGE_PATH}>Knowledge base</NavLink>}
      {mayDo(self.data, 'CEO_FEEDBACK_READ') && <NavLink to={CONSOLE_FEEDBACK_PATH}>Feedback</NavLink>}
      {mayDo(self.data, 'BANNERS_MANAGE') && <NavLink to={CONSOLE_BANNERS_PATH}>Banners</NavLink>}
      {mayDo(self.data, 'ERROR_REPORTS_READ') && <NavLink to={CONSOLE_ERRORS_PATH}>Errors</NavLink>}
      {mayDo(self.data, 'PRICING_MANAGE') && <NavLink to={CONSOLE_PRICING_PATH}>Pricing</NavLink>}
      {mayDo(self.data, 'PARTNERS_MANAGE') && <NavLink to={CONSOLE_PARTNERS_PATH}>Partners</NavLink>}
      <NotificationBell />
      <NavLink
        className="console-bar__member"
        to={CONSOLE_PROFILE_PATH}
        aria-label={`Your profile (${self.data.name})`}
      >
        {self.data.name}
      </NavLink>
      <Button variant="secondary" onClick={onSignOut} isLoading={signOut.isPending} loadingLabel="Signing out">
        Sign out
      </Button>
    </nav>
  );

  return (
    <ConsoleFrame nav={nav}>
      {self.error ? (
        <Alert variant="error">{englishErrorOf(self.error)}</Alert>
      ) : !self.data ? (
        <Spinner label="Loading the console" size="lg" />
      ) : (
        <OrgChoiceProvider>
          {/* The agent's socket lives as long as the session, not one screen: availability outlasts a file opened. */}
          {mayDo(self.data, 'CHAT_ANSWER') ? (
            <ChatSocketProvider>
              <Outlet />
            </ChatSocketProvider>
          ) : (
            <Outlet />
          )}
        </OrgChoiceProvider>
      )}
    </ConsoleFrame>
  );
}
