import type { EstimatedValue, LinkCredentials, PropertyConditionAnswers } from '@heloc/domain';
import {
  acceptRequalificationContract,
  answerPropertyConditionContract,
  estimateValueContract,
  getAssetsContract,
  getRequalificationContract,
  getValuationContract,
  type HelocStatus,
  linkAssetsContract,
  orderValuationContract,
  submitAssetsContract,
  uploadAssetStatementContract,
  type Valuation,
} from '@heloc/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract, fillPath } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';
import { uploadDocument } from '../../../shared/uploads/api/upload-document';

/*
 * The calls of the screens that used to be dead ends: the valuation of a home without an AVM (bpo/*, hold),
 * qualifying with assets (product/assets), and the lower line (product/prequal-winback).
 */
export const valuationKeys = {
  valuation: (uuid: string) => [...applicationKeys.all, uuid, 'valuation'] as const,
  assets: (uuid: string) => [...applicationKeys.all, uuid, 'assets'] as const,
  requalification: (uuid: string) => [...applicationKeys.all, uuid, 'requalification'] as const,
};

/** A call that answers the new status: the status query takes it at once. */
const useStatusAnswer = <A>(uuid: string, call: (args: A) => Promise<HelocStatus>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => queryClient.setQueryData(applicationKeys.status(uuid), status),
  });
};

// ---------------------------------------------------------------- valuation

export const useValuation = (uuid: string) =>
  useQuery({
    queryKey: valuationKeys.valuation(uuid),
    queryFn: ({ signal }) => callContract(getValuationContract, { params: { uuid }, signal }),
  });

const useValuationChange = <A>(uuid: string, call: (args: A) => Promise<Valuation>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (valuation) => {
      queryClient.setQueryData(valuationKeys.valuation(uuid), valuation);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.status(uuid) });
    },
  });
};

/** POST .../valuation/estimate (bpo/estimate-value). */
export const useEstimateValue = (uuid: string) =>
  useValuationChange(uuid, (body: EstimatedValue) => callContract(estimateValueContract, { params: { uuid }, body }));

/** POST .../valuation/condition (bpo/condition, Texas). */
export const useAnswerPropertyCondition = (uuid: string) =>
  useValuationChange(uuid, (body: PropertyConditionAnswers) =>
    callContract(answerPropertyConditionContract, { params: { uuid }, body }),
  );

/** POST .../valuation/order (bpo/order-bpo): answers the status (NAV_BPO_PROCESSING). */
export const useOrderValuation = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(orderValuationContract, { params: { uuid }, body: { authorize: true } }),
    onSuccess: (status) => {
      queryClient.setQueryData(applicationKeys.status(uuid), status);
      // The order's time, expected date and fee are on the valuation now.
      void queryClient.invalidateQueries({ queryKey: valuationKeys.valuation(uuid) });
    },
  });
};

// ---------------------------------------------------------------- assets

export const useAssets = (uuid: string) =>
  useQuery({
    queryKey: valuationKeys.assets(uuid),
    queryFn: ({ signal }) => callContract(getAssetsContract, { params: { uuid }, signal }),
  });

/** POST .../assets/link: the institution and credentials go to the link provider only. */
export const useLinkAssets = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkCredentials) => callContract(linkAssetsContract, { params: { uuid }, body }),
    onSuccess: (overview) => queryClient.setQueryData(valuationKeys.assets(uuid), overview),
  });
};

/** POST .../assets/statements (multipart): one statement, reporting the share sent. */
export const uploadAssetStatement = (
  uuid: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) => {
  return uploadDocument({ path: fillPath(uploadAssetStatementContract.path, { uuid }), file, onProgress, signal });
};

/** POST .../assets/submit: answers the status (WAITING_FOR_ASSET_VERIFICATION, or where it went since). */
export const useSubmitAssets = (uuid: string) =>
  useStatusAnswer(uuid, () => callContract(submitAssetsContract, { params: { uuid } }));

// ---------------------------------------------------------------- requalify

export const useRequalification = (uuid: string) =>
  useQuery({
    queryKey: valuationKeys.requalification(uuid),
    queryFn: ({ signal }) => callContract(getRequalificationContract, { params: { uuid }, signal }),
  });

export const useAcceptRequalification = (uuid: string) =>
  useStatusAnswer(uuid, () => callContract(acceptRequalificationContract, { params: { uuid } }));
