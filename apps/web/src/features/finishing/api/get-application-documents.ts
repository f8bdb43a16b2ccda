import { listApplicationDocumentsContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** GET .../documents: the application's stored documents (metadata), newest first. */
export const useApplicationDocuments = (uuid: string) =>
  useQuery({
    queryKey: applicationKeys.documents(uuid),
    queryFn: ({ signal }) => callContract(listApplicationDocumentsContract, { params: { uuid }, signal }),
  });
