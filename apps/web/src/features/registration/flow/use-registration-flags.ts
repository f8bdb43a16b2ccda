import { useQuery } from '@tanstack/react-query';
import { flagsQueryOptions, type Flags } from '../../../lib/flags';
import { useOrg } from '../../../lib/org-context';
import { useIdentity, useIsAuthenticated } from '../../../lib/session';

/**
 * The flags registration decides on (redesign-2025, ny-modal, ca-fires, sms-transactional-consent), with their
 * loading state: the redesign redirect must wait for the answer rather than read a missing flag as off. A failed
 * call counts as every flag off.
 */
export function useRegistrationFlags(): { flags: Flags; isLoading: boolean } {
  const org = useOrg();
  const isAuthenticated = useIsAuthenticated();
  const identity = useIdentity();
  const isWaitingForIdentity = isAuthenticated && identity.isPending;
  const query = useQuery({
    ...flagsQueryOptions({ organization: org.orgCode, identityUuid: identity.data?.uuid }),
    enabled: !isWaitingForIdentity,
  });
  return { flags: query.data ?? {}, isLoading: isWaitingForIdentity || query.isPending };
}
