import { type SignatureInput, signClosingDocumentContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useUpdatesPackage } from './closing-keys';

export const useSignPlace = (uuid: string) =>
  useUpdatesPackage(
    uuid,
    (input: { documentId: string; place: string; documentSha256: string; signature: SignatureInput }) =>
      callContract(signClosingDocumentContract, {
        params: { uuid, documentId: input.documentId },
        body: { place: input.place, documentSha256: input.documentSha256, signature: input.signature },
      }),
  );
