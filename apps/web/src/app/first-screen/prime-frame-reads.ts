import { acceptBannerData } from '@heloc/domain';
import type { QueryClient } from '@tanstack/react-query';
import { siteBannersQuery } from '../../features/site-banners/api/get-site-banners';
import { PAGE_FRAME_READS_ID } from './page-frame-slots';

/**
 * The banner file the server drew the first registration step's banners from (page-frame-slots.ts), put in the query
 * cache before the app's first render: the app draws the same banners at once, where the server's were, instead of
 * none until its own call answers (the banners are read once per visit: this page's read is the visit's). Nothing
 * when the page has none or they are not in the banner file's shape.
 */
export const primeFrameReads = (queryClient: QueryClient, doc: Document = document): void => {
  const text = doc.getElementById(PAGE_FRAME_READS_ID)?.textContent;
  if (!text) return;
  try {
    const { banners } = JSON.parse(text) as { banners?: unknown };
    if (banners !== undefined) queryClient.setQueryData(siteBannersQuery.queryKey, acceptBannerData(banners));
  } catch {
    // Not the banner file's shape: the app reads the banners itself.
  }
};
