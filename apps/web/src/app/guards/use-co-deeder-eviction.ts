import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearToken } from '../../lib/auth-token';
import { isSignerPath } from '../../lib/public-paths';
import { CO_DEEDER_PROFILE_TYPE, useProfile } from '../../lib/session';

/**
 * docs/product/registration-and-routing.md §6, docs/product/application-area.md §4.2: a CO_DEEDER profile has its stored token cleared, then the page reloads (so the guard sends it
 * to login). Additional signers belong to the signer area, so that area is exempt.
 */
export function useCoDeederEviction(reload: () => void = () => window.location.reload()): void {
  const { data: profile } = useProfile();
  const { pathname } = useLocation();
  const isCoDeeder = profile?.type === CO_DEEDER_PROFILE_TYPE;
  const isExempt = isSignerPath(pathname);

  useEffect(() => {
    if (!isCoDeeder || isExempt) return;
    clearToken();
    reload();
  }, [isCoDeeder, isExempt, reload]);
}
