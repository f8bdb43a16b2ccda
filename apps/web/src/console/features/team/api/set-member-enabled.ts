import { disableStaffMemberContract, enableStaffMemberContract } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useMembersChange } from './use-members-change';

/** Disables a member (every session of theirs ends) or lets them sign in again. */
export const useSetMemberEnabled = () =>
  useMembersChange(({ memberUuid, enabled }: { memberUuid: string; enabled: boolean }) =>
    staffCall(enabled ? enableStaffMemberContract : disableStaffMemberContract, { params: { memberUuid } }),
  );
