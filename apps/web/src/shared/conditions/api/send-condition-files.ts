import { submitCondition } from './submit-condition';
import { uploadConditionDocument } from './upload-condition-document';
import { useConditionChange } from './use-condition-change';

/**
 * The files of an answer sent together, one call each, then the answer submitted for review: the signer's way
 * (features/signer); the applicant's screen sends each file as it is chosen (use-condition-uploads.ts).
 */
export const useSendConditionFiles = (uuid: string, conditionUuid: string) =>
  useConditionChange(uuid, async (files: File[]) => {
    for (const file of files) await uploadConditionDocument(uuid, conditionUuid, file);
    return submitCondition(uuid, conditionUuid);
  });
