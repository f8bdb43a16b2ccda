import { type Banner, acceptBannerData } from '@heloc/domain';
import { listBannersContract } from '@heloc/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The banner file (docs/product/widgets-and-calculations.md §7): read without cache and abortably (the query's
 * signal aborts it when the shell goes away), its shape checked (§5) before anything shows.
 */
export const fetchSiteBanners = async (signal?: AbortSignal): Promise<Banner[]> =>
  acceptBannerData(
    await apiRequest({
      method: listBannersContract.method,
      path: listBannersContract.path,
      isPublic: true,
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    }),
  );

export const siteBannersQuery = queryOptions({
  queryKey: ['site-banners'] as const,
  queryFn: ({ signal }) => fetchSiteBanners(signal),
  // Read once per visit: a banner an admin writes shows on the next page load.
  staleTime: Infinity,
  retry: false,
});

/** The banners, or why they could not be read, as text (§8: a loading error is kept, never shown as a crash). */
export const useSiteBanners = (): { banners: Banner[]; loadError: string | null } => {
  const query = useQuery(siteBannersQuery);
  return {
    banners: query.data ?? [],
    loadError: query.error ? query.error.message || String(query.error) : null,
  };
};
