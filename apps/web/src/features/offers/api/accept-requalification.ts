import { acceptRequalificationContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useStatusAnswer } from '../../../shared/application-status/api/use-status-answer';

/** POST .../requalify/accept: the applicant takes the lower line; answers the status. */
export const acceptRequalification = (uuid: string) =>
  callContract(acceptRequalificationContract, { params: { uuid } });

export const useAcceptRequalification = (uuid: string) => useStatusAnswer(uuid, () => acceptRequalification(uuid));
