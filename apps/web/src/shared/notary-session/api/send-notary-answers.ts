import type { HelocStatus, NotaryAnswersBody } from '@heloc/domain/contracts';
import { notaryAnswersContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useSessionStep } from './notary-session-keys';

export const useNotaryAnswers = (uuid: string, onStatus?: (s: HelocStatus) => void) =>
  useSessionStep(
    uuid,
    (body: NotaryAnswersBody) => callContract(notaryAnswersContract, { params: { uuid }, body }),
    onStatus,
  );
