import { answerConditionIdentityContract, conditionSchema } from '@heloc/domain/contracts';
import { apiUpload, fillPath } from '../../../lib/api-client';
import { identityForm } from '../../../shared/identity-check/api/verify-identity';
import { useConditionAnswer } from './signer-keys';

/** conditions/identity: a new photo of the ID (front, and back where asked). */
export const useAnswerWithId = (uuid: string, conditionUuid: string) =>
  useConditionAnswer(
    uuid,
    async ({ idType, front, back }: { idType: string; front: File; back?: File | undefined }) => {
      return apiUpload({
        path: fillPath(answerConditionIdentityContract.path, { uuid, conditionUuid }),
        form: identityForm({ idType, front, back }),
        schema: conditionSchema,
      });
    },
  );
