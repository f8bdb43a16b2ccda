import { useQuery } from '@tanstack/react-query';
import { useFlagApplication } from './flag-application';
import { flagsQueryOptions, portfolioFlagQueryOptions, type FlagUser, type Flags } from './flags';
import { useOrg } from './org-context';
import { useIdentity, useIsAuthenticated } from './session';

/**
 * The flag user of this organisation and, once known, of the signed-in identity and of the application the screen
 * belongs to (docs/product/application-area.md §7); `isWaiting` while one of them is being read.
 */
function useFlagUser(): { user: FlagUser; isWaiting: boolean } {
  const org = useOrg();
  const isAuthenticated = useIsAuthenticated();
  const identity = useIdentity();
  const application = useFlagApplication();
  return {
    user: {
      organization: org.orgCode,
      identityUuid: identity.data?.uuid,
      applicationUuid: application?.applicationUuid,
      createdAt: application?.createdAt,
    },
    isWaiting: (isAuthenticated && identity.isPending) || application?.isPending === true,
  };
}

/**
 * The feature flags of this organisation and, once known, of the signed-in identity (docs/product/application-area.md §7). Undefined while
 * loading or when the call failed: callers treat a missing flag as off.
 */
export function useFlags(): Flags | undefined {
  const { user, isWaiting } = useFlagUser();
  const { data } = useQuery({ ...flagsQueryOptions(user), enabled: !isWaiting });
  return data;
}

/** docs/product/application-area.md §2.3, §6: the Portfolio Manager link's flag (off while loading or on failure). */
export function usePortfolioManagerFlag(): boolean {
  const { user, isWaiting } = useFlagUser();
  const { data } = useQuery({ ...portfolioFlagQueryOptions(user), enabled: !isWaiting });
  return data === true;
}
