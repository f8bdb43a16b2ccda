import { answerConditionPhoneNumberContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useConditionChange } from './use-condition-change';

export const useAnswerPhoneNumber = (uuid: string, conditionUuid: string) =>
  useConditionChange(uuid, (phoneNumber: string) =>
    callContract(answerConditionPhoneNumberContract, { params: { uuid, conditionUuid }, body: { phoneNumber } }),
  );
