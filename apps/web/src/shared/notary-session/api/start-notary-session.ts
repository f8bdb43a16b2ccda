import { startNotarySessionContract } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

/** The caller's remote session: started (or resumed) once, then moved on step by step. */
export const useStartNotarySession = (uuid: string) =>
  useMutation({ mutationFn: () => callContract(startNotarySessionContract, { params: { uuid } }) });
