import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { OrgProvider } from '../../lib/org-context';
import { buildOrg } from '../../testing/fixtures';
import { RouteErrorScreen } from './route-error-screen';
import { SnagFallback } from './snag-fallback';

const Boom = () => {
  throw new Error('render failed');
};

describe('error screens (docs/product/registration-and-routing.md §8, docs/product/application-area.md §2.4)', () => {
  it('a failing route shows the generic error screen with Try again and Go to dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { ErrorBoundary: RouteErrorScreen, children: [{ path: '/', Component: Boom }] },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("the fallback says 'Sorry, looks like we have hit a snag!' with the support phone and e-mail", () => {
    render(
      <OrgProvider org={buildOrg()}>
        <SnagFallback />
      </OrgProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Sorry, looks like we have hit a snag!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
    expect(screen.getByRole('link', { name: 'help@test-lending.example' })).toHaveAttribute(
      'href',
      'mailto:help@test-lending.example',
    );
  });

  it('the fallback works without organisation data (default phone)', () => {
    render(<SnagFallback />);
    expect(screen.getByRole('link', { name: '888-819-6388' })).toHaveAttribute('href', 'tel:+18888196388');
  });
});
