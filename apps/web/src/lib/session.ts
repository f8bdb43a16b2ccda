import { englishOf, JWT_MISSING_MESSAGE, PROFILE_FETCH_FAILED_MESSAGE, REQUEST_FAILED_MESSAGE } from '@heloc/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  agentLoginContract,
  agentMfaLoginContract,
  customerLoginContract,
  customerLogoutContract,
  customerMfaLoginContract,
  getIdentityContract,
  getProfileContract,
  type IdentityBrokerPortal,
  type LoginBody,
  type MfaLoginBody,
  type PutProfileNameBody,
  putProfileNameContract,
} from '@heloc/domain/contracts';
import { callContract } from './api-client';
import { ApiError } from './api-error';
import { clearToken, getToken, hasToken, setToken, subscribeToToken } from './auth-token';
import { LOGIN_PATH } from './public-paths';
import { redirectTarget } from './redirect';
import { isAcceptedRedirectUrl } from './redirect-url';
import { useShellReadsHeld } from './shell-reads-hold';

// The signed-in user's session: login, logout, profile and identity. Shared by the shell, the guards and several
// features, so it lives in lib (like bulletproof-react's lib/auth).

/** docs/product/registration-and-routing.md §6: this profile type has its stored token cleared, then the page reloads. */
export const CO_DEEDER_PROFILE_TYPE = 'CO_DEEDER';

export const sessionKeys = {
  all: ['session'] as const,
  profile: () => [...sessionKeys.all, 'profile'] as const,
  identity: () => [...sessionKeys.all, 'identity'] as const,
};

/** docs/product/application-area.md §8: a failed profile request says 'Failed to fetch profile details.' and 'Request failed.' (status and body kept). */
// Two of the domain's messages in one text: read in English, as it always was.
export const PROFILE_REQUEST_FAILED_TEXT = `${englishOf(PROFILE_FETCH_FAILED_MESSAGE)} ${englishOf(REQUEST_FAILED_MESSAGE)}`;

export const fetchProfile = async (signal?: AbortSignal) => {
  try {
    return await callContract(getProfileContract, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status, error instanceof ApiError ? error.body : undefined, PROFILE_REQUEST_FAILED_TEXT);
  }
};

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.profile(),
    queryFn: ({ signal }) => fetchProfile(signal),
  });

export const identityQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.identity(),
    queryFn: ({ signal }) => callContract(getIdentityContract, { signal }),
  });

export type Credentials = Pick<LoginBody, 'email' | 'password'>;

const keepToken = (jwt: string) => {
  if (jwt) setToken(jwt);
  if (!getToken()) throw new Error(JWT_MISSING_MESSAGE);
};

/**
 * Signs in; the token comes back in the Authorization header (stored by the client) and/or the body. With two-step
 * verification on, the answer is a challenge instead (`mfaRequired`): finish with `loginWithCode`.
 */
export const login = async (credentials: Credentials, portal: IdentityBrokerPortal = 'customer') => {
  // docs/product/widgets-and-calculations.md §6, §7: the agent portal's variant signs a broker in at its own path.
  const contract = portal === 'agent' ? agentLoginContract : customerLoginContract;
  const answer = await callContract(contract, { body: credentials });
  if ('mfaRequired' in answer) return answer;
  keepToken(answer.jwt);
  return answer;
};

/** The second step of a sign-in with two-step verification: the challenge and an authenticator or recovery code. */
export const loginWithCode = async (body: MfaLoginBody, portal: IdentityBrokerPortal = 'customer') => {
  const answer = await callContract(portal === 'agent' ? agentMfaLoginContract : customerMfaLoginContract, { body });
  keepToken(answer.jwt);
  return answer;
};

/** Signs out on the server, then always forgets the token here (even when the call fails). */
export const logout = async (): Promise<string | undefined> => {
  try {
    const answer = await callContract(customerLogoutContract);
    return answer.redirectUrl;
  } catch {
    return undefined;
  } finally {
    clearToken();
  }
};

/** True while a token is stored; re-renders when it changes. */
export const useIsAuthenticated = (): boolean => useSyncExternalStore(subscribeToToken, hasToken, () => false);

/** The session's standing reads: signed in, and not held by a registration submit (lib/shell-reads-hold.ts). */
export const useSessionReadsEnabled = (): boolean => {
  const isAuthenticated = useIsAuthenticated();
  const isHeld = useShellReadsHeld();
  return isAuthenticated && !isHeld;
};

/** docs/product/application-area.md §6: profile queries run only when authenticated. */
export const useProfile = () => useQuery({ ...profileQueryOptions(), enabled: useSessionReadsEnabled() });

/** Saves the legal name (docs/product/application-area.md §6 profile name) and reads the profile again. */
export const useSaveProfileName = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutProfileNameBody) => callContract(putProfileNameContract, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
};

export const useIdentity = () => useQuery({ ...identityQueryOptions(), enabled: useSessionReadsEnabled() });

export const useLogin = (portal: IdentityBrokerPortal = 'customer') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => login(credentials, portal),
    onSuccess: () => queryClient.removeQueries({ queryKey: sessionKeys.all }),
  });
};

export const useLoginWithCode = (portal: IdentityBrokerPortal = 'customer') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MfaLoginBody) => loginWithCode(body, portal),
    onSuccess: () => queryClient.removeQueries({ queryKey: sessionKeys.all }),
  });
};

/** Logs out and drops every cached answer of the old session; resolves to the server's redirect target, if any. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
};

/**
 * Logs out and leaves: to the server's target when it is an accepted path, else /auth/login (docs/product/application-area.md §2.3, §4.2),
 * keeping pop-webchat.
 */
export const useSignOut = () => {
  const logoutMutation = useLogout();
  const navigate = useNavigate();
  const { search } = useLocation();
  // mutateAsync, not mutate callbacks: clearing the token unmounts the account menu that started the logout.
  const signOut = async () => {
    const target = await logoutMutation.mutateAsync();
    await navigate(redirectTarget(isAcceptedRedirectUrl(target) ? target : LOGIN_PATH, search), { replace: true });
  };
  return { signOut, isSigningOut: logoutMutation.isPending };
};
