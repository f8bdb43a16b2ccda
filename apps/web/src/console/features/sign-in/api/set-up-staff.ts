import { staffSetUpContract, type StaffSetUpBody } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { staffCall } from '../../../shared/api/staff-client';

export const useSetUpStaff = () =>
  useMutation({ mutationFn: (body: StaffSetUpBody) => staffCall(staffSetUpContract, { body }) });
