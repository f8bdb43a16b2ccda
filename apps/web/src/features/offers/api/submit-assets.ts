import { submitAssetsContract } from '@heloc/domain/contracts';
import { callContract } from '../../../lib/api-client';
import { useStatusAnswer } from '../../../shared/application-status/api/use-status-answer';

/** POST .../assets/submit: answers the status (WAITING_FOR_ASSET_VERIFICATION, or where it went since). */
export const submitAssets = (uuid: string) => callContract(submitAssetsContract, { params: { uuid } });

export const useSubmitAssets = (uuid: string) => useStatusAnswer(uuid, () => submitAssets(uuid));
