import { getAssetsContract } from '@heloc/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/** The accounts and statements of qualifying with assets (product/assets). */
export const assetsKey = (uuid: string) => [...applicationKeys.all, uuid, 'assets'] as const;

export const getAssets = (uuid: string, signal?: AbortSignal) =>
  callContract(getAssetsContract, { params: { uuid }, signal });

export const useAssets = (uuid: string) =>
  useQuery({ queryKey: assetsKey(uuid), queryFn: ({ signal }) => getAssets(uuid, signal) });
