import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteBannersQuery } from '../../features/site-banners/api/get-site-banners';
import { SiteBanners } from '../../features/site-banners/site-banners';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch } from '../../testing/mock-fetch';
import { PAGE_FRAME_READS_ID } from './page-frame-slots';
import { primeFrameReads } from './prime-frame-reads';

// The banners the server drew around the first registration step are the app's at its first render, not asked for
// again (docs/product/widgets-and-calculations.md §4: the banner file is read once per visit).

const banners = [
  {
    uuid: '00000000-0000-4000-8000-000000000001',
    message: 'Phones close at noon.',
    apps: ['heloc'],
    variant: 'warn',
    active: true,
    dismissable: true,
    metadata: { createdAt: '2026-01-05T10:00:00.000Z', updatedAt: '2026-01-05T10:00:00.000Z' },
  },
];

const pageWith = (json: string | null) => {
  const doc = document.implementation.createHTMLDocument();
  if (json !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_FRAME_READS_ID;
    element.textContent = json;
    doc.body.append(element);
  }
  return doc;
};

describe("the server's frame reads", () => {
  it("are the app's banners at its first render, without asking for the banner file again", () => {
    const { fetchMock } = mockFetch({});
    const queryClient = createQueryClient();
    primeFrameReads(queryClient, pageWith(JSON.stringify({ banners })));
    render(
      <QueryClientProvider client={queryClient}>
        <SiteBanners />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Warning: Phones close at noon.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leave the app to read the banners itself when the page has none, or none of their shape', () => {
    for (const json of [null, '{}', JSON.stringify({ banners: [{ uuid: 'x' }] }), 'not json']) {
      const queryClient = createQueryClient();
      primeFrameReads(queryClient, pageWith(json));
      expect(queryClient.getQueryData(siteBannersQuery.queryKey)).toBeUndefined();
    }
  });
});
