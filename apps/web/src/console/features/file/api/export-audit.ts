import { consoleAuditCsvContract } from '@heloc/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../../lib/save-blob';
import { staffBlob } from '../../../shared/api/staff-client';

/** docs/product/operations-console.md §7: the file's audit trail as CSV. */
export const useExportAudit = (uuid: string) =>
  useMutation({
    mutationFn: async (fileName: string) => saveBlob(await staffBlob(consoleAuditCsvContract, { uuid }), fileName),
  });
