import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const FEATURES = 'POST /service-optimize/external/api/v1/features';

// docs/accessibility.md: a client-side route change moves focus to the new screen's heading; the first load does not.
describe('focus on a route change', () => {
  it('stays where the browser puts it on the first load', async () => {
    mockFetch({ [FEATURES]: jsonResponse({ features: [] }) });
    renderApp('/privacy');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(heading).not.toHaveFocus();
  });

  it("moves to the new screen's h1, made focusable, after following a link", async () => {
    mockFetch({ [FEATURES]: jsonResponse({ features: [] }) });
    const { user } = renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const footer = within(await screen.findByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'Licenses' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Licenses' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('follows a heading that shows after the route (a page loading its code)', async () => {
    mockFetch({ [FEATURES]: jsonResponse({ features: [] }) });
    const { user } = renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Accessibility' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Accessibility' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
