import { getAdverseActionNoticeContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** GET .../adverse-action: the notice of the latest decline (404 when the application was not declined). */
export const useAdverseActionNotice = (uuid: string) =>
  useQuery({
    queryKey: applicationKeys.adverseAction(uuid),
    queryFn: ({ signal }) => callContract(getAdverseActionNoticeContract, { params: { uuid }, signal }),
    retry: false,
  });
