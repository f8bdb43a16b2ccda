import type { LinkCredentials } from '@heloc/domain';
import { linkAssetsContract } from '@heloc/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { assetsKey } from './get-assets';

/** POST .../assets/link: the institution and credentials go to the link provider only. */
export const linkAssets = (uuid: string, body: LinkCredentials) =>
  callContract(linkAssetsContract, { params: { uuid }, body });

export const useLinkAssets = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkCredentials) => linkAssets(uuid, body),
    onSuccess: (overview) => queryClient.setQueryData(assetsKey(uuid), overview),
  });
};
