import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderConsole } from '../../testing/render-console';

describe("the console's own error screen", () => {
  it('says a console address without a page is not found, and leads back to the pipeline', async () => {
    mockFetch({});
    renderConsole('/console/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the pipeline' })).toHaveAttribute('href', '/console');
    // Never a borrower's way out: the console has no dashboard.
    expect(screen.queryByRole('link', { name: /dashboard/i })).not.toBeInTheDocument();
  });
});
