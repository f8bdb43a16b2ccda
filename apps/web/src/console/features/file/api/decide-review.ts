import {
  consoleDecideReviewContract,
  type ConsoleReviewDecisionBody,
  type ConsoleReviewKey,
} from '@heloc/domain/contracts';
import { staffCall } from '../../../shared/api/staff-client';
import { useFileChange } from './use-file-change';

export const useDecideReview = (uuid: string) =>
  useFileChange(
    uuid,
    ({ review, body }: { review: ConsoleReviewKey; body: ConsoleReviewDecisionBody }) =>
      staffCall(consoleDecideReviewContract, { params: { uuid, review }, body }),
    true,
  );
