import type { HelocStatus, NotaryIdentityBody } from '@heloc/domain/contracts';
import { notaryIdentityContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useSessionStep } from './notary-session-keys';

export const useNotaryIdentity = (uuid: string, onStatus?: (s: HelocStatus) => void) =>
  useSessionStep(
    uuid,
    (body: NotaryIdentityBody) => callContract(notaryIdentityContract, { params: { uuid }, body }),
    onStatus,
  );
