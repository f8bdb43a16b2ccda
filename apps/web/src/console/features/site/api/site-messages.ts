import {
  type BannerBody,
  createBannerContract,
  listCeoFeedbackContract,
  listClientErrorsContract,
  listConsoleBannersContract,
  updateBannerContract,
} from '@heloc/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../shared/api/staff-client';

/*
 * The console's reads and writes of what the shell sends and shows: the feedback to the CEO, the site banners and
 * the web app's error reports. Their keys sit under 'console', dropped with the staff session.
 */
const keys = {
  feedback: (orgCode: string) => ['console', 'ceo-feedback', orgCode] as const,
  banners: (orgCode: string) => ['console', 'banners', orgCode] as const,
  errors: (orgCode: string) => ['console', 'client-errors', orgCode] as const,
};

export const ceoFeedbackQuery = (orgCode: string) =>
  queryOptions({
    queryKey: keys.feedback(orgCode),
    queryFn: ({ signal }) => staffCall(listCeoFeedbackContract, { query: { orgCode }, signal }),
    refetchOnMount: 'always',
  });

export const useCeoFeedback = (orgCode: string | undefined) =>
  useQuery({ ...ceoFeedbackQuery(orgCode ?? ''), enabled: Boolean(orgCode) });

export const useConsoleBanners = (orgCode: string | undefined) =>
  useQuery({
    queryKey: keys.banners(orgCode ?? ''),
    queryFn: ({ signal }) => staffCall(listConsoleBannersContract, { query: { orgCode: orgCode ?? '' }, signal }),
    enabled: Boolean(orgCode),
    refetchOnMount: 'always',
  });

export const useClientErrors = (orgCode: string | undefined) =>
  useQuery({
    queryKey: keys.errors(orgCode ?? ''),
    queryFn: ({ signal }) => staffCall(listClientErrorsContract, { query: { orgCode: orgCode ?? '' }, signal }),
    enabled: Boolean(orgCode),
    refetchOnMount: 'always',
  });

/**
 * Writes a banner: `bannerUuid` null creates it with `newUuid` (made once per form, so a second send is the same
 * banner), else edits that banner. The organisation's banners are read again.
 */
export const useSaveBanner = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orgCode,
      bannerUuid,
      newUuid,
      fields,
    }: {
      orgCode: string;
      bannerUuid: string | null;
      newUuid: string;
      fields: BannerBody;
    }) =>
      bannerUuid
        ? staffCall(updateBannerContract, { params: { bannerUuid }, body: fields })
        : staffCall(createBannerContract, { body: { ...fields, uuid: newUuid, orgCode } }),
    onSuccess: (banner) => queryClient.invalidateQueries({ queryKey: keys.banners(banner.orgCode) }),
  });
};
