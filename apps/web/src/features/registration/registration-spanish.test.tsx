import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages } from '../../app/i18n/load-messages';
import { I18nProvider, setLanguage } from '../../lib/i18n';
import { buildOrg, jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { firstStepMessages } from './first-step/first-step.messages';
import firstStepSpanish from './first-step/first-step.messages.es';
import { ENGLISH_WORDS, sayIn } from './first-step/first-step-say';
import { FirstStepPreview } from './first-step/first-step-preview';
import { ActiveApplicationModal } from './modals/active-application-modal';
import { featuresAnswer } from './testing/registration-fixtures';

// docs/i18n.md: registration in Spanish, the top bar's language choice on its first step, and the first step's own small
// lookup (shown before the app has loaded) giving the same texts as the catalogue.
const mockApi = () =>
  mockFetch({
    'POST /service-optimize/external/api/v1/features': featuresAnswer('redesign-2025'),
    'POST /ft/external/event': jsonResponse({ ok: true }),
  });

afterEach(() => setLanguage('en', { remember: false }));

describe('registration in Spanish', () => {
  it('shows the first step of /register-v2 in Spanish, and English once English is chosen', async () => {
    mockApi();
    const { user } = renderApp('/account/heloc/register-v2', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Comencemos con su propiedad' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Dirección de la propiedad/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Residencia principal' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Progreso del registro' })).toHaveTextContent('Propiedad');
    expect(screen.getByRole('heading', { level: 2, name: 'Datos del préstamo' })).toBeInTheDocument();

    // The empty form's messages come from the domain in English: they show in Spanish when catalogued.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Comencemos con su propiedad');

    // One chooser on the step: the top bar's, none of the step's own.
    const bar = () => within(screen.getByRole('banner'));
    expect(screen.getAllByRole('button', { name: 'English' })).toHaveLength(1);
    const english = bar().getByRole('button', { name: 'English' });
    expect(english.querySelector('[lang="en"]')).toHaveTextContent('English');
    await user.click(english);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Let's start with your property" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Español' })).toHaveLength(1);
    expect(bar().getByRole('button', { name: 'Español' }).querySelector('[lang="es"]')).toHaveTextContent('Español');
  });

  it('offers no language choice when the organisation offers one language', async () => {
    mockApi();
    const org = buildOrg();
    renderApp('/account/heloc/register', { org: { ...org, orgMetaData: { ...org.orgMetaData, languages: ['en'] } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Let's start with your property" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2: Property and income')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Español' })).not.toBeInTheDocument();
  });

  it('shows the original flow’s first page in Spanish, with its progress bar', async () => {
    mockApi();
    renderApp('/account/heloc/register', { language: 'es' });
    expect(await screen.findByText('Paso 1 de 2: Propiedad e ingresos')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Tipo de empleo/ })).toHaveTextContent('Tiempo completo');
    expect(screen.getByLabelText(/Ingreso anual \(antes de impuestos\)/)).toBeInTheDocument();
  });

  it('writes the date a new application can start in Spanish words', async () => {
    render(
      <I18nProvider language="es" messages={await loadMessages('es')} offered={['en', 'es']} onChoose={() => {}}>
        <MemoryRouter>
          <ActiveApplicationModal
            ability={{
              canStartApplication: false,
              organizationsWithActiveApplication: [],
              reason: 'COMPLETED_WAIT_45_DAYS',
              activeApplicationUuid: null,
              waitUntil: '2026-01-09',
            }}
            onClose={() => {}}
          />
        </MemoryRouter>
      </I18nProvider>,
    );
    await act(() => import('../../ui/modal-dialog'));
    const dialog = await screen.findByRole('dialog', { name: 'Ya tiene una solicitud' });
    expect(dialog).toHaveTextContent(
      'Puede volver a presentar una solicitud a partir del viernes, 9 de enero de 2026.',
    );
    expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });
});

describe('the first step before the app has loaded', () => {
  it('says every text as the catalogue does, in English and in Spanish', () => {
    const spanish = sayIn('es', firstStepSpanish);
    for (const [key, descriptor] of Object.entries(firstStepMessages)) {
      const values = { step: 1, total: 2, label: 'x', min: 'a', max: 'b', rate: 'r', fee: 'f', amount: 'n' };
      const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name as 'step']));
      expect(ENGLISH_WORDS.say(descriptor, values), key).toBe(fill(descriptor.defaultMessage));
      expect(spanish.say(descriptor, values), key).toBe(fill(firstStepSpanish[key as keyof typeof firstStepSpanish]));
    }
    expect(spanish.locale).toBe('es-US');
  });

  it('paints the preview in Spanish with the fields of the real step', async () => {
    const preview = render(<FirstStepPreview kind="v2" words={sayIn('es', firstStepSpanish)} />);
    const form = within(preview.container);
    expect(form.getByRole('heading', { level: 1, name: 'Comencemos con su propiedad' })).toBeInTheDocument();
    expect(form.getByRole('radio', { name: 'Segunda vivienda' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('combobox', { name: /Dirección de la propiedad/ })).toBeVisible());
  });
});
