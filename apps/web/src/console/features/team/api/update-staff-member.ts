import { updateStaffMemberContract, type UpdateStaffMemberBody } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useMembersChange } from './use-members-change';

/** An admin changes a member's roles or organisations (409 for the caller's own ADMIN role). */
export const useUpdateStaffMember = () =>
  useMembersChange(({ memberUuid, body }: { memberUuid: string; body: UpdateStaffMemberBody }) =>
    staffCall(updateStaffMemberContract, { params: { memberUuid }, body }),
  );
