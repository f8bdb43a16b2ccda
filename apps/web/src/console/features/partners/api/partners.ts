import {
  createPartnerContract,
  exportPartnersContract,
  getPartnerContract,
  importPartnersContract,
  listPartnersContract,
  previewPartnerContract,
  restorePartnerBrandContract,
  suspendPartnerContract,
  updatePartnerContract,
  uploadBrandAssetContract,
  type PartnersFile,
} from '@heloc/domain/contracts';
import type { Language, Partner } from '@heloc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../shared/api/staff-client';

/* The console's reads and writes of partners (docs/organizations.md "Partners in the console"). */
const keys = {
  all: ['console', 'partners'] as const,
  list: () => [...keys.all, 'list'] as const,
  one: (code: string) => [...keys.all, 'one', code] as const,
};

export const usePartners = () =>
  useQuery({
    queryKey: keys.list(),
    queryFn: ({ signal }) => staffCall(listPartnersContract, { signal }),
    refetchOnMount: 'always',
  });

export const usePartner = (code: string) =>
  useQuery({
    queryKey: keys.one(code),
    queryFn: ({ signal }) => staffCall(getPartnerContract, { params: { code }, signal }),
    refetchOnMount: 'always',
  });

/** Creates a partner (no `code`) or saves one; the list and the partner are read again. */
export const useSavePartner = (code: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partner: Partner) =>
      code
        ? staffCall(updatePartnerContract, { params: { code }, body: partner })
        : staffCall(createPartnerContract, { body: partner }),
    onSuccess: (answer) => {
      queryClient.setQueryData(keys.one(answer.partner.orgCode), answer);
      return queryClient.invalidateQueries({ queryKey: keys.list() });
    },
  });
};

export const useSuspendPartner = (code: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suspended: boolean) => staffCall(suspendPartnerContract, { params: { code }, body: { suspended } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(keys.one(code), answer);
      return queryClient.invalidateQueries({ queryKey: keys.list() });
    },
  });
};

export const useRestoreBrand = (code: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => staffCall(restorePartnerBrandContract, { params: { code }, body: { version } }),
    onSuccess: (answer) => queryClient.setQueryData(keys.one(code), answer),
  });
};

export const useUploadBrandAsset = () =>
  useMutation({
    mutationFn: (body: {
      kind: 'logo' | 'favicon';
      contentType: 'image/svg+xml' | 'image/png' | 'image/jpeg';
      dataBase64: string;
    }) => staffCall(uploadBrandAssetContract, { body }),
  });

export const useExportPartners = () => useMutation({ mutationFn: () => staffCall(exportPartnersContract) });

export const useImportPartners = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: PartnersFile) => staffCall(importPartnersContract, { body: file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
};

/** A draft's preview (docs/organizations.md "Previews"): nothing is stored, so nothing is read again. */
export const usePreviewPartner = () =>
  useMutation({
    mutationFn: (body: { partner: Partner; language: Language }) => staffCall(previewPartnerContract, { body }),
  });
