import type { Address, HelocStatus } from '@heloc/domain/contracts';
import {
  choosePropertyContract,
  correctPropertyAddressContract,
  getCreditBlockContract,
  getPropertyReviewContract,
  retryCreditPullContract,
  submitSsnContract,
} from '@heloc/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callContract } from '../../../lib/api-client';
import { applicationKeys } from '../../../shared/application-status/api/application-keys';

/*
 * The calls of credit/social, credit/error and review-app/property. Each retry carries a request key: a
 * double click or a resent request does not pull twice (the server answers the status).
 */

/**
 * The request key of the screen's next retry, and `renew` to call once a retry was answered (a second try is a new
 * request; a double click or a resend before the answer is the same one).
 */
export const useRequestKey = (): [string, () => void] => {
  const [key, setKey] = useState(() => crypto.randomUUID());
  return [key, () => setKey(crypto.randomUUID())];
};

/** GET .../credit/block: what stopped the last credit pull (which pull, why, which bureau) and the status. */
export const useCreditBlock = (uuid: string) =>
  useQuery({
    queryKey: applicationKeys.creditBlock(uuid),
    queryFn: ({ signal }) => callContract(getCreditBlockContract, { params: { uuid }, signal }),
    staleTime: 0,
  });

/** GET .../property/review: the address searched and, when several were found, the properties. */
export const usePropertyReview = (uuid: string) =>
  useQuery({
    queryKey: applicationKeys.propertyReview(uuid),
    queryFn: ({ signal }) => callContract(getPropertyReviewContract, { params: { uuid }, signal }),
    staleTime: 0,
  });

const useRetry = <B>(uuid: string, send: (body: B) => Promise<{ status: HelocStatus }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationKeys.status(uuid), answer.status);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.creditBlock(uuid) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.propertyReview(uuid) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(uuid) });
    },
  });
};

/** POST .../credit/ssn: the full SSN re-runs the pull that found no file. */
export const useSubmitSsn = (uuid: string) =>
  useRetry(uuid, (body: { ssn: string; requestKey: string }) =>
    callContract(submitSsnContract, { params: { uuid }, body }),
  );

/** POST .../credit/retry: "I've lifted it" re-runs the frozen or locked pull. */
export const useRetryCreditPull = (uuid: string) =>
  useRetry(uuid, (body: { requestKey: string }) => callContract(retryCreditPullContract, { params: { uuid }, body }));

/** PUT .../property/address: the corrected property address re-runs the lookup. */
export const useCorrectPropertyAddress = (uuid: string) =>
  useRetry(uuid, (body: { address: Address; requestKey: string }) =>
    callContract(correctPropertyAddressContract, { params: { uuid }, body }),
  );

/** POST .../property/choice: the property picked among those found. */
export const useChooseProperty = (uuid: string) =>
  useRetry(uuid, (body: { apn: string; requestKey: string }) =>
    callContract(choosePropertyContract, { params: { uuid }, body }),
  );
