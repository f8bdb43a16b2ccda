import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

// The person's language reaches a screen through the catalogues (docs/i18n.md): the contact page in both.
describe('a screen in the person’s language', () => {
  it('shows the English texts by default', async () => {
    mockFetch({});
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the Spanish catalogue once Spanish is chosen', async () => {
    mockFetch({});
    renderApp('/contact', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contáctenos' })).toBeInTheDocument();
    expect(screen.getByText('Teléfono')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });
});
