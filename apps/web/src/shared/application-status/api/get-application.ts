import { getHelocApplicationContract, helocApplicationSchema } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, fillPath } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';
import { lazySchema } from '@heloc/domain';

/**
 * The fields of the application the application area uses, picked from the contract's schema: a change elsewhere in
 * the application record cannot break them. The offer screens read the offers; the shell's loan officer card reads the
 * referrer from this same read, rather than reading the application a second time (docs/decisions.md "Performance
 * of the pages"); an answer without a referrer means no card.
 */
export const offerApplicationSchema = lazySchema(() =>
  helocApplicationSchema
    .pick({
      uuid: true,
      offers: true,
      selectedOffer: true,
      pricingSheetVersion: true,
      liabilities: true,
      ofeeMaxThreshold: true,
    })
    .extend({
      referrer: helocApplicationSchema.shape.referrer.optional(),
      // The feature-flag call's createdAt (docs/product/application-area.md §7), read by the area's layout.
      auditFields: helocApplicationSchema.shape.auditFields.optional(),
    }),
);
export type OfferApplication = z.infer<typeof offerApplicationSchema>;

/** GET /service-application/api/v1/application/heloc/:uuid: the application with its offers (docs/product/widgets-and-calculations.md §3). */
export const getApplication = (uuid: string, signal?: AbortSignal) =>
  apiRequest({
    method: getHelocApplicationContract.method,
    path: fillPath(getHelocApplicationContract.path, { uuid }),
    schema: offerApplicationSchema,
    signal,
  });

export const applicationQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: applicationKeys.detail(uuid), queryFn: ({ signal }) => getApplication(uuid, signal) });

export const useApplication = (uuid: string) => useQuery(applicationQueryOptions(uuid));
