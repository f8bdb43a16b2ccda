import { startTotpSetupContract } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';

export const useStartTotpSetup = () => useMutation({ mutationFn: () => callContract(startTotpSetupContract) });
