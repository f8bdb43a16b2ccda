import { BANNER_FORMAT_ERROR_MESSAGE, type Banner } from '@heloc/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { BANNER_DISMISSALS_KEY } from './banner-dismissals';
import { SiteBanners } from './site-banners';

const FILE = 'GET /service-banners/external/api/v1/banners';
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let counter = 0;
const banner = (message: string, overrides: Partial<Banner> = {}, updatedMsAgo = HOUR): Banner => ({
  uuid: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
  message,
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt: ago(updatedMsAgo), updatedAt: ago(updatedMsAgo) },
  ...overrides,
});

const show = (banners: unknown) => {
  const mock = mockFetch({ [FILE]: () => jsonResponse(banners) });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <SiteBanners />
    </QueryClientProvider>,
  );
  return { ...mock, ...view, user: userEvent.setup() };
};

afterEach(() => localStorage.clear());

describe('site banners (docs/product/widgets-and-calculations.md §4, §7)', () => {
  it('shows the active banners of this app, newest first, two at most, read without cache and abortably', async () => {
    const { fetchMock } = show([
      banner('Oldest', {}, 3 * HOUR),
      banner('Newest', { variant: 'warn' }, 1 * HOUR),
      banner('Middle', {}, 2 * HOUR),
      banner('Inactive', { active: false }, 0),
      banner('Another app', { apps: ['portfolio'] }, 0),
    ]);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    const shown = within(region).getAllByRole('status');
    expect(shown.map((b) => b.textContent)).toEqual(['Warning: Newest×', 'Notice: Middle×']);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.cache).toBe('no-store');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('hides a dismissed banner, also after a reload, until it is updated', async () => {
    const notice = banner('Phone lines close early on Friday.');
    const first = show([notice]);
    await first.user.click(await screen.findByRole('button', { name: 'Dismiss: Phone lines close early on Friday.' }));
    expect(screen.queryByText('Phone lines close early on Friday.')).toBeNull();
    const stored = JSON.parse(localStorage.getItem(BANNER_DISMISSALS_KEY) ?? '{}') as Record<string, number>;
    expect(Math.abs((stored[notice.uuid] ?? 0) - Date.now())).toBeLessThan(60_000);
    first.unmount();

    const reload = show([notice]);
    await waitFor(() => expect(reload.fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Phone lines close early on Friday.')).toBeNull();
    reload.unmount();

    const later = new Date(Date.now() + 60_000).toISOString();
    show([
      {
        ...notice,
        message: 'Phone lines close at noon on Friday.',
        metadata: { ...notice.metadata, updatedAt: later },
      },
    ]);
    expect(await screen.findByText('Phone lines close at noon on Friday.')).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(BANNER_DISMISSALS_KEY)).toBeNull());
  });

  it('offers no dismiss button on a banner that is not dismissable', async () => {
    show([banner('Maintenance tonight from 10 pm.', { dismissable: false })]);
    expect(await screen.findByText('Maintenance tonight from 10 pm.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps a wrongly shaped file’s error as text and shows nothing', async () => {
    const { container } = show([{ uuid: 'x', message: 'No apps' }]);
    await waitFor(() =>
      expect(container.querySelector('[data-load-error]')?.getAttribute('data-load-error')).toBe(
        BANNER_FORMAT_ERROR_MESSAGE,
      ),
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
