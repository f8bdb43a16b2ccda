import { downloadConsoleDocumentContract } from '@heloc/domain/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { consoleKeys } from './console-keys';
import { staffBlob } from './staff-client';

/** A document's bytes, fetched with the staff token (a plain link could not send it). */
export const documentBlobQuery = (uuid: string, documentUuid: string) =>
  queryOptions({
    queryKey: consoleKeys.document(uuid, documentUuid),
    queryFn: () => staffBlob(downloadConsoleDocumentContract, { uuid, documentUuid }),
    staleTime: Infinity,
  });

export const useDocumentBlob = (uuid: string, documentUuid: string | undefined) =>
  useQuery({ ...documentBlobQuery(uuid, documentUuid ?? ''), enabled: documentUuid !== undefined });

/** Saves a Blob under a file name through a temporary object URL. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const useDownloadDocument = (uuid: string) =>
  useMutation({
    mutationFn: async ({ documentUuid, fileName }: { documentUuid: string; fileName: string }) =>
      saveBlob(await staffBlob(downloadConsoleDocumentContract, { uuid, documentUuid }), fileName),
  });
