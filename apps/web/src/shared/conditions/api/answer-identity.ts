import { answerConditionIdentityContract, conditionSchema } from '@heloc/domain/contracts';
import { apiUpload, fillPath } from '../../../lib/api-client';
import { useConditionChange } from './use-condition-change';
import { identityForm, type IdentitySubmission } from '../../identity-check/api/verify-identity';

export const useAnswerIdentity = (uuid: string, conditionUuid: string) =>
  useConditionChange(uuid, ({ idType, front, back }: IdentitySubmission) => {
    return apiUpload({
      path: fillPath(answerConditionIdentityContract.path, { uuid, conditionUuid }),
      form: identityForm({ idType, front, back }),
      schema: conditionSchema,
    });
  });
