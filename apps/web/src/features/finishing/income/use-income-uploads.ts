import type { IncomeDocumentType } from '@heloc/domain';
import { useCallback } from 'react';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { uploadIncomeDocument } from '../api/upload-income-document';
import { type SendFile, useFileUploads } from '../../../shared/uploads/use-file-uploads';

/** income/upload/{type}: each chosen file goes up as a document of this type; stored ones join the documents list. */
export function useIncomeUploads(uuid: string, documentType: IncomeDocumentType) {
  const send = useCallback<SendFile>(
    (file, onProgress, signal) => uploadIncomeDocument(uuid, documentType, file, onProgress, signal),
    [uuid, documentType],
  );
  return useFileUploads(send, applicationKeys.documents(uuid));
}
