import type { HelocStatus } from '@heloc/domain/contracts';
import { notarySealContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useSessionStep } from './notary-session-keys';

export const useNotarySeal = (uuid: string, onStatus?: (s: HelocStatus) => void) =>
  useSessionStep(
    uuid,
    () => callContract(notarySealContract, { params: { uuid }, body: { deedSigned: true } }),
    onStatus,
  );
