import {
  listPricingSheetsContract,
  pricePricingSampleContract,
  publishPricingSheetContract,
  restorePricingSheetContract,
} from '@heloc/domain/contracts';
import type { PricingSheet } from '@heloc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../shared/api/staff-client';

/* The console's reads and writes of an organisation's pricing sheets (docs/pricing.md "Pricing sheets"). */
const keys = { sheets: (orgCode: string) => ['console', 'pricing-sheets', orgCode] as const };

export const usePricingSheets = (orgCode: string | undefined) =>
  useQuery({
    queryKey: keys.sheets(orgCode ?? ''),
    queryFn: ({ signal }) => staffCall(listPricingSheetsContract, { query: { orgCode: orgCode ?? '' }, signal }),
    enabled: Boolean(orgCode),
    refetchOnMount: 'always',
  });

/** Publishes a new version, or restores an earlier one (`restore`): the organisation's versions are read again. */
export const usePublishSheet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { orgCode: string; sheet: PricingSheet; effectiveAt: string | null; note: string }
        | { orgCode: string; restore: number },
    ) =>
      'restore' in input
        ? staffCall(restorePricingSheetContract, { body: { orgCode: input.orgCode, version: input.restore } })
        : staffCall(publishPricingSheetContract, { body: input }),
    onSuccess: (version) => queryClient.invalidateQueries({ queryKey: keys.sheets(version.orgCode) }),
  });
};

export const usePriceSample = () =>
  useMutation({
    mutationFn: (body: {
      orgCode: string;
      sheet?: PricingSheet;
      creditScore: number;
      propertyValueDollars: number;
      existingLienDollars: number;
      state: string;
    }) => staffCall(pricePricingSampleContract, { body }),
  });
