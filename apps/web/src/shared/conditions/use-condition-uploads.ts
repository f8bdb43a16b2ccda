import { useCallback } from 'react';
import { applicationKeys } from '../application-status/api/application-keys';
import { type SendFile, useFileUploads } from '../uploads/use-file-uploads';
import { uploadConditionDocument } from './api/upload-condition-document';

/** conditions/upload-document: each chosen file goes up as part of the condition's answer. */
export function useConditionUploads(uuid: string, conditionUuid: string) {
  const send = useCallback<SendFile>(
    (file, onProgress, signal) => uploadConditionDocument(uuid, conditionUuid, file, onProgress, signal),
    [uuid, conditionUuid],
  );
  return useFileUploads(send, applicationKeys.conditions(uuid));
}
