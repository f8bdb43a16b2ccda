import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrg, jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const FEATURES = 'POST /service-optimize/external/api/v1/features';

// docs/i18n.md: the top bar's language chooser, and the shell and the organisation's own texts in Spanish.
describe('the language chooser', () => {
  it('offers Español to an English reader and switches the shell to Spanish', async () => {
    mockFetch({ [FEATURES]: jsonResponse({ features: [] }) });
    const { user } = renderApp('/terms');
    const banner = within(await screen.findByRole('banner'));
    const chooser = banner.getByRole('button', { name: 'Español' });
    expect(chooser.querySelector('[lang="es"]')).toHaveTextContent('Español');
    expect(banner.getByRole('link', { name: 'Login' })).toBeInTheDocument();

    await user.click(chooser);

    expect(await banner.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
    const back = banner.getByRole('button', { name: 'English' });
    expect(back.querySelector('[lang="en"]')).toHaveTextContent('English');

    await user.click(back);
    expect(await banner.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('is not shown when the organisation offers one language', async () => {
    mockFetch({ [FEATURES]: jsonResponse({ features: [] }) });
    const org = buildOrg();
    org.orgMetaData.languages = ['en'];
    renderApp('/terms', { org });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.queryByTestId('language-chooser')).toBeNull();
  });
});

describe('the footer in Spanish', () => {
  it("shows the organisation's own Spanish disclosures and hours, and the shell's lines in Spanish", async () => {
    mockFetch({ [FEATURES]: jsonResponse({ features: [] }) });
    const org = buildOrg({
      meta: {
        localized: {
          es: {
            supportHours: 'lun.-vie. 6 a. m.-6 p. m. PT',
            disclosures: ['Prestamista que ofrece igualdad de oportunidades en la vivienda.'],
            legal: {
              terms: 'Estos términos rigen el uso del sitio.',
              privacy: 'Privacidad.',
              communications: 'Comunicaciones.',
              licenses: 'Licencias.',
            },
          },
        },
      },
    });
    renderApp('/terms', { org, language: 'es' });
    const footer = within(await screen.findByRole('contentinfo'));
    await waitFor(() =>
      expect(footer.getByText('Prestamista que ofrece igualdad de oportunidades en la vivienda.')).toBeInTheDocument(),
    );
    expect(footer.getByText('Horario de atención: lun.-vie. 6 a. m.-6 p. m. PT')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Términos del servicio' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Accesibilidad' })).toHaveAttribute('href', '/accessibility');
    expect(footer.getByTestId('licensed-states')).toHaveTextContent(
      'Con licencia en AZ, CA, TX, y pronto en más estados',
    );
    expect(footer.getByText('Su información está protegida con cifrado de 256 bits.')).toBeInTheDocument();
    expect(footer.queryByText('Rates and terms are subject to change.')).toBeNull();
    // The legal page reads the organisation's Spanish text too.
    expect(screen.getByText('Estos términos rigen el uso del sitio.')).toBeInTheDocument();
  });
});
