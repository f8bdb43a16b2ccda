import { consentToSignContract, type SigningConsentBody } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useUpdatesPackage } from './closing-keys';

export const useConsentToSign = (uuid: string) =>
  useUpdatesPackage(uuid, (body: SigningConsentBody) =>
    callContract(consentToSignContract, { params: { uuid }, body }),
  );
