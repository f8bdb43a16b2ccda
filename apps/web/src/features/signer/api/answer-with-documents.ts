import { submitConditionContract, uploadConditionDocumentContract } from '@heloc/domain/contracts';
import { callContract, fillPath } from '../../../lib/api-client';
import { uploadDocument } from '../../../shared/uploads/api/upload-document';
import { useConditionAnswer } from './signer-keys';

/** conditions/upload-document: the files, one call each, then submit for review. */
export const useAnswerWithDocuments = (uuid: string, conditionUuid: string) =>
  useConditionAnswer(uuid, async (files: File[]) => {
    for (const file of files) {
      await uploadDocument({ path: fillPath(uploadConditionDocumentContract.path, { uuid, conditionUuid }), file });
    }
    return callContract(submitConditionContract, { params: { uuid, conditionUuid } });
  });
