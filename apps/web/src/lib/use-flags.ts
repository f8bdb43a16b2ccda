import { useQuery } from '@tanstack/react-query';
import { flagsQueryOptions, type Flags } from './flags';
import { useOrg } from './org-context';
import { useIdentity, useIsAuthenticated } from './session';

/**
 * The feature flags of this organisation and, once known, of the signed-in identity (docs/product/application-area.md §7). Undefined while
 * loading or when the call failed: callers treat a missing flag as off.
 */
export function useFlags(): Flags | undefined {
  const org = useOrg();
  const isAuthenticated = useIsAuthenticated();
  const identity = useIdentity();
  const isWaitingForIdentity = isAuthenticated && identity.isPending;
  const { data } = useQuery({
    ...flagsQueryOptions({ organization: org.orgCode, identityUuid: identity.data?.uuid }),
    enabled: !isWaitingForIdentity,
  });
  return data;
}
