import { inviteStaffMemberContract, type InviteStaffMemberBody } from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useMembersChange } from './use-members-change';

export const useInviteStaffMember = () =>
  useMembersChange((body: InviteStaffMemberBody) => staffCall(inviteStaffMemberContract, { body }));
