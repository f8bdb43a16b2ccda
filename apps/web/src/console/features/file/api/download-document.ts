import { downloadConsoleDocumentContract } from '@heloc/domain/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { saveBlob } from '../../../../lib/save-blob';
import { consoleKeys } from '../../../shared/api/console-keys';
import { staffBlob } from '../../../shared/api/staff-client';

/** A document's bytes, fetched with the staff token (a plain link could not send it). */
export const documentBlobQuery = (uuid: string, documentUuid: string) =>
  queryOptions({
    queryKey: consoleKeys.document(uuid, documentUuid),
    queryFn: () => staffBlob(downloadConsoleDocumentContract, { uuid, documentUuid }),
    staleTime: Infinity,
  });

export const useDocumentBlob = (uuid: string, documentUuid: string | undefined) =>
  useQuery({ ...documentBlobQuery(uuid, documentUuid ?? ''), enabled: documentUuid !== undefined });

export const useDownloadDocument = (uuid: string) =>
  useMutation({
    mutationFn: async ({ documentUuid, fileName }: { documentUuid: string; fileName: string }) =>
      saveBlob(await staffBlob(downloadConsoleDocumentContract, { uuid, documentUuid }), fileName),
  });
