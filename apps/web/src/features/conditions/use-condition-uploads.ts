import { useCallback } from 'react';
import { applicationKeys } from '../../shared/application-status/api/application-keys';
import { type SendFile, useFileUploads } from '../../shared/uploads/use-file-uploads';
import { uploadConditionDocument } from '../../shared/conditions/api/upload-condition-document';

export type { PendingUpload } from '../../shared/uploads/use-file-uploads';

/** conditions/upload-document: each chosen file goes up as part of the condition's answer. */
export function useConditionUploads(uuid: string, conditionUuid: string) {
  const send = useCallback<SendFile>(
    (file, onProgress, signal) => uploadConditionDocument(uuid, conditionUuid, file, onProgress, signal),
    [uuid, conditionUuid],
  );
  return useFileUploads(send, applicationKeys.conditions(uuid));
}
