import { markClosingDocumentReadContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useUpdatesPackage } from './closing-keys';

export const useMarkRead = (uuid: string) =>
  useUpdatesPackage(uuid, (documentId: string) =>
    callContract(markClosingDocumentReadContract, { params: { uuid, documentId }, body: {} }),
  );
