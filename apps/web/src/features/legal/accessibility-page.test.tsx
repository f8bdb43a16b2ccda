import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const FEATURES = 'POST /service-optimize/external/api/v1/features';

// docs/accessibility.md: the statement, public, in English and Spanish, with the organisation's phone and e-mail.
describe('/accessibility', () => {
  it('states the standard and how to reach the organisation, to a visitor', async () => {
    mockFetch({ [FEATURES]: jsonResponse({ features: [] }) });
    const { location } = renderApp('/accessibility');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility' })).toBeInTheDocument();
    expect(location()).toBe('/accessibility');
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: '888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
    expect(main.getByRole('link', { name: 'help@test-lending.example' })).toHaveAttribute(
      'href',
      'mailto:help@test-lending.example',
    );
    expect(main.getByText(/available in English only/)).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    mockFetch({ [FEATURES]: jsonResponse({ features: [] }) });
    renderApp('/accessibility', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accesibilidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nuestro estándar' })).toBeInTheDocument();
    expect(screen.getByText(/están disponibles solo en inglés/)).toBeInTheDocument();
  });
});
